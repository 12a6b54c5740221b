import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_PATHS, type LookupItem, type NamedRef } from '@app/shared/contract';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { formatFileSize } from '@app/shared/format';
import { useLookup } from '@app/shared/page-parts';
import { QUESTIONNAIRE_TYPE_CODE, useProjectUploadRights } from '../../../components/useProjectUploadRights';
import { isQuestionnaireFormat, PROJECT_FILES_HINT, QUESTIONNAIRE_ACCEPT, QUESTIONNAIRE_FILES_HINT, questionnaireFileProblem } from '../questionnaireFileRules';
import type { QueuedFile, QuestionnaireUploads } from '../hooks/useQuestionnaireUploads';

const STATE_TEXT: Record<Exclude<QueuedFile['state'], 'uploading' | 'rejected' | 'failed'>, string> = {
  ready: 'Ready to upload',
  uploaded: 'Uploaded',
};

interface ChoiceProps {
  label: string;
  fileName: string;
  value: string;
  options: NamedRef[];
  /** What choosing nothing is called; absent when a choice is required. */
  noneLabel?: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** A native select: right on phones, and its name says which file it belongs to. */
function FileChoice({ label, fileName, value, options, noneLabel, disabled, onChange }: ChoiceProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `${label} of ${fileName}` }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      {noneLabel !== undefined || options.length === 0 ? <option value="">{noneLabel ?? 'Loading…'}</option> : null}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

function FileStatus({ item }: { item: QueuedFile }) {
  const name = item.file.name;
  if (item.state === 'uploading') {
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <LinearProgress variant="determinate" value={item.progress} aria-label={`Uploading ${name}`} />
        <Typography variant="caption" color="text.secondary">
          Uploading… {item.progress}%
        </Typography>
      </Box>
    );
  }
  if (item.state === 'rejected' || item.state === 'failed') {
    return (
      <FormHelperText error role="alert" sx={{ m: 0 }}>
        {item.error}
      </FormHelperText>
    );
  }
  return (
    <Typography variant="caption" color={item.state === 'uploaded' ? 'success.main' : 'text.secondary'}>
      {STATE_TEXT[item.state]}
    </Typography>
  );
}

/**
 * The types a chosen file may take. A client's users add questionnaires only (the API refuses them
 * any other type); questions are read from questionnaire formats only, so any other file staff add
 * takes a supporting type.
 */
function typeChoices(file: File, types: LookupItem[], questionnairesOnly: boolean): LookupItem[] {
  if (questionnairesOnly) return types.filter((type) => type.code === QUESTIONNAIRE_TYPE_CODE);
  return isQuestionnaireFormat(file) ? types : types.filter((type) => type.code !== QUESTIONNAIRE_TYPE_CODE);
}

/** A questionnaire type when the file may be one, else the first it may take; '' while none is known. */
const defaultTypeId = (choices: LookupItem[]) => (choices.find((type) => type.code === QUESTIONNAIRE_TYPE_CODE) ?? choices[0])?.id ?? '';

interface QuestionnaireFilesFieldProps {
  uploads: QuestionnaireUploads;
  /** Names the drop zone and the list: "Questionnaire files". */
  label?: string;
}

/**
 * Questionnaire (and, for staff, supporting) files chosen by drag-and-drop or the picker, several at
 * once, each with its type and category (from the project document lookups), its progress while it
 * uploads and its own error.
 */
export function QuestionnaireFilesField({ uploads, label = 'Questionnaire files' }: QuestionnaireFilesFieldProps) {
  const types = useLookup<LookupItem>(DOCUMENT_PATHS.projectDocumentTypes).items;
  const { questionnairesOnly } = useProjectUploadRights();
  const categories = useLookup<NamedRef>(DOCUMENT_PATHS.projectDocumentCategories);
  const pickerRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { files, busy, addFiles, removeFile, updateFile, fillMissingType } = uploads;

  useEffect(() => {
    if (types.length > 0) fillMissingType((file) => defaultTypeId(typeChoices(file, types, questionnairesOnly)));
  }, [types, questionnairesOnly, files.length, fillMissingType]);

  const add = (chosen: FileList | null) => {
    if (!chosen?.length) return;
    addFiles(Array.from(chosen), (file) => ({
      documentTypeId: defaultTypeId(typeChoices(file, types, questionnairesOnly)),
      categoryId: '',
      problem: questionnaireFileProblem(file, { questionnairesOnly }),
    }));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) add(event.dataTransfer.files);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="group"
        aria-label={label}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <UploadFileIcon color="primary" fontSize="large" aria-hidden />
        <Typography>{questionnairesOnly ? 'Drag questionnaire files here, or' : 'Drag files here, or'}</Typography>
        <Button variant="outlined" onClick={() => pickerRef.current?.click()} disabled={busy}>
          Choose files
        </Button>
        <input
          ref={pickerRef}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          accept={questionnairesOnly ? QUESTIONNAIRE_ACCEPT : undefined}
          aria-label="Choose questionnaire files"
          onChange={(event) => {
            add(event.target.files);
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        <Typography variant="caption" color="text.secondary">
          {questionnairesOnly ? QUESTIONNAIRE_FILES_HINT : PROJECT_FILES_HINT}
        </Typography>
      </Box>
      {files.length > 0 ? (
        <Box component="ul" aria-label="Chosen files" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {files.map((item) => {
            const name = item.file.name;
            const locked = busy || item.state === 'uploaded' || item.state === 'rejected';
            return (
              <Paper
                component="li"
                variant="outlined"
                key={item.key}
                aria-label={name}
                sx={{
                  p: 1.5,
                  display: 'grid',
                  gap: 1.5,
                  alignItems: 'center',
                  gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1.4fr) auto auto minmax(0, 1fr) auto' },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatFileSize(item.file.size)}
                  </Typography>
                </Box>
                {item.state === 'rejected' ? null : (
                  <>
                    <Box sx={{ gridRow: { xs: 2, md: 'auto' }, gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <FileChoice
                        label="Type"
                        fileName={name}
                        value={item.documentTypeId}
                        options={typeChoices(item.file, types, questionnairesOnly)}
                        disabled={locked}
                        onChange={(documentTypeId) => updateFile(item.key, { documentTypeId })}
                      />
                    </Box>
                    <Box sx={{ gridRow: { xs: 3, md: 'auto' }, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                      <FileChoice
                        label="Category"
                        fileName={name}
                        value={item.categoryId}
                        options={categories.items}
                        noneLabel="No category"
                        disabled={locked}
                        onChange={(categoryId) => updateFile(item.key, { categoryId })}
                      />
                    </Box>
                  </>
                )}
                <Box sx={{ gridRow: { xs: 4, md: 'auto' }, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                  <FileStatus item={item} />
                </Box>
                {item.state === 'uploaded' ? null : (
                  <IconButton
                    aria-label={item.state === 'uploading' ? `Cancel the upload of ${name}` : `Remove ${name}`}
                    onClick={() => removeFile(item.key)}
                    sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 2, md: 'auto' } }}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </Paper>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
