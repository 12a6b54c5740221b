import type { RepositoryItem } from '@app/shared/contract';
import { lazy, Suspense } from 'react';
import type { UploadQueue } from '../../../shared/uploads/useUploadQueue';
import { createFolder, updateItem } from '../api/repositoryChanges';

// Each dialog is its own chunk, fetched the first time it opens.
const NameDialog = lazy(() => import('./dialogs/NameDialog'));
const MoveDialog = lazy(() => import('./dialogs/MoveDialog'));
const DocumentTypeDialog = lazy(() => import('./dialogs/DocumentTypeDialog'));
const PreviewDialog = lazy(() => import('../../../shared/preview/PreviewDialog'));
const NewVersionDialog = lazy(() => import('../../../shared/uploads/NewVersionDialog'));

export type RepositoryDialog = { kind: 'newFolder' } | { kind: 'preview' | 'newVersion' | 'rename' | 'move' | 'documentType'; item: RepositoryItem };

interface RepositoryDialogsProps {
  dialog: RepositoryDialog | null;
  /** The folder shown, where a new folder goes. */
  folderId: string | null;
  uploads: UploadQueue;
  onClose(): void;
  /** After a change: close and reload the list. */
  onChanged(): void;
}

/** The open dialog of the repository screen, if any. */
export function RepositoryDialogs({ dialog, folderId, uploads, onClose, onChanged }: RepositoryDialogsProps) {
  if (!dialog) return null;
  return <Suspense fallback={null}>{renderDialog(dialog, { folderId, uploads, onClose, onChanged })}</Suspense>;
}

function renderDialog(dialog: RepositoryDialog, { folderId, uploads, onClose, onChanged }: Omit<RepositoryDialogsProps, 'dialog'>) {
  if (dialog.kind === 'newFolder') {
    return (
      <NameDialog
        title="New folder"
        submitLabel="Create folder"
        onSubmit={(name) => createFolder({ name, parent_id: folderId })}
        onClose={onClose}
        onDone={onChanged}
      />
    );
  }
  const { item } = dialog;
  switch (dialog.kind) {
    case 'preview':
      return <PreviewDialog documentId={item.id} title={item.name} onClose={onClose} />;
    case 'newVersion':
      return (
        <NewVersionDialog documentName={item.name} onClose={onClose} onUpload={(file, comment) => uploads.add([file], { documentId: item.id, comment })} />
      );
    case 'rename':
      return (
        <NameDialog
          title={`Rename ${item.kind}`}
          submitLabel="Rename"
          initialName={item.name}
          onSubmit={(name) => updateItem(item.id, { name })}
          onClose={onClose}
          onDone={onChanged}
        />
      );
    case 'move':
      return <MoveDialog item={item} onClose={onClose} onDone={onChanged} />;
    case 'documentType':
      return <DocumentTypeDialog item={item} onClose={onClose} onDone={onChanged} />;
  }
}
