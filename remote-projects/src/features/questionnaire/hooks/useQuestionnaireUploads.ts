import { apiErrorMessage, apiPost, type UploadProgress } from '@app/shared';
import { PROJECT_PATHS, type ProjectDocument } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';

/** ready: waits to be sent; rejected: failed the checks before sending; failed: the API refused it. */
export type QueuedFileState = 'ready' | 'rejected' | 'uploading' | 'uploaded' | 'failed';

export interface QueuedFile {
  key: string;
  file: File;
  /** '' while none is chosen. */
  documentTypeId: string;
  categoryId: string;
  state: QueuedFileState;
  /** Percent of the bytes sent. */
  progress: number;
  error: string | undefined;
}

/** What a chosen file starts with: its type and category, and why it cannot be sent, if it cannot. */
export interface ChosenFileStart {
  documentTypeId: string;
  categoryId: string;
  problem: string | undefined;
}

export interface UploadOutcome {
  uploaded: ProjectDocument[];
  failed: number;
}

let lastKey = 0;

function uploadForm(projectId: string, item: QueuedFile): FormData {
  // The API reads the text fields before the file part (contract: PROJECT_FILE_FIELDS).
  const form = new FormData();
  form.append('project_id', projectId);
  if (item.documentTypeId) form.append('document_type_id', item.documentTypeId);
  if (item.categoryId) form.append('category_id', item.categoryId);
  form.append('file', item.file, item.file.name);
  return form;
}

const percentSent = ({ loaded, total }: UploadProgress) => (total ? Math.round((100 * loaded) / total) : 0);

/**
 * The files chosen for a project, each with its type, category, progress and error, and their
 * upload: one request per file (so each has its own progress and its own answer), one at a time.
 * A file removed while it uploads is cancelled.
 */
export function useQuestionnaireUploads() {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const filesRef = useRef(files);
  filesRef.current = files;
  const uploadsInFlight = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const inFlight = uploadsInFlight.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  const patchFile = useCallback((key: string, changes: Partial<QueuedFile>) => {
    setFiles((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const addFiles = useCallback((chosen: File[], startOf: (file: File) => ChosenFileStart) => {
    const listed = new Set(filesRef.current.map((item) => item.file.name));
    const added: QueuedFile[] = [];
    for (const file of chosen) {
      if (listed.has(file.name)) {
        enqueueSnackbar(`${file.name} is already in the list.`, { variant: 'info' });
        continue;
      }
      listed.add(file.name);
      const { problem, ...choices } = startOf(file);
      added.push({
        key: `file-${++lastKey}`,
        file,
        ...choices,
        state: problem ? 'rejected' : 'ready',
        progress: 0,
        error: problem,
      });
    }
    setFiles((list) => [...list, ...added]);
  }, []);

  const removeFile = useCallback((key: string) => {
    uploadsInFlight.current.get(key)?.abort();
    setFiles((list) => list.filter((item) => item.key !== key));
  }, []);

  const clearFiles = useCallback(() => {
    uploadsInFlight.current.forEach((controller) => controller.abort());
    setFiles([]);
  }, []);

  const updateFile = useCallback((key: string, changes: Partial<Pick<QueuedFile, 'documentTypeId' | 'categoryId'>>) => patchFile(key, changes), [patchFile]);

  /** Gives the files without a type their default one, once the type lookup has come. */
  const fillMissingType = useCallback((typeOf: (file: File) => string) => {
    setFiles((list) => {
      const filled = list.map((item) => (item.documentTypeId ? item : { ...item, documentTypeId: typeOf(item.file) }));
      return filled.some((item, index) => item !== list[index] && item.documentTypeId !== '') ? filled : list;
    });
  }, []);

  /** Sends every file that waits (or failed before) to the project; resolves when all have answered. */
  const uploadAll = useCallback(
    async (projectId: string): Promise<UploadOutcome> => {
      const outcome: UploadOutcome = { uploaded: [], failed: 0 };
      const queue = filesRef.current.filter((item) => item.state === 'ready' || item.state === 'failed');
      setBusy(true);
      for (const { key } of queue) {
        const item = filesRef.current.find((candidate) => candidate.key === key);
        if (!item) continue;
        const controller = new AbortController();
        uploadsInFlight.current.set(key, controller);
        patchFile(key, { state: 'uploading', progress: 0, error: undefined });
        try {
          const { data } = await apiPost<ProjectDocument>(PROJECT_PATHS.projectFiles, uploadForm(projectId, item), {
            signal: controller.signal,
            onUploadProgress: (event) => patchFile(key, { progress: percentSent(event) }),
          });
          patchFile(key, { state: 'uploaded', progress: 100 });
          outcome.uploaded.push(data);
        } catch (error) {
          if (controller.signal.aborted) continue;
          patchFile(key, { state: 'failed', error: apiErrorMessage(error) });
          outcome.failed += 1;
        } finally {
          uploadsInFlight.current.delete(key);
        }
      }
      setBusy(false);
      return outcome;
    },
    [patchFile],
  );

  const waiting = files.filter((item) => item.state === 'ready' || item.state === 'failed').length;
  return { files, busy, waiting, addFiles, removeFile, clearFiles, updateFile, fillMissingType, uploadAll };
}

export type QuestionnaireUploads = ReturnType<typeof useQuestionnaireUploads>;
