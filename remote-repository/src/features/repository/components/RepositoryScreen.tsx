import { PageFrame, usePermissions } from '@app/shared';
import type { RepositoryItem, RepositoryList } from '@app/shared/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ListPagination, LoadFailed } from '@app/shared/page-parts';
import { TableSkeleton } from '../../../shared/components/TableSkeleton';
import { useDownload } from '../../../shared/hooks/useDownload';
import { LazyUploadPanel } from '../../../shared/uploads/LazyUploadPanel';
import { ACCEPTED_FILE_PICKER_TYPES } from '../../../shared/uploads/uploadRules';
import { useUploadQueue } from '../../../shared/uploads/useUploadQueue';
import { useBinActions } from '../hooks/useBinActions';
import { useFilesDraggedIn } from '../hooks/useFilesDraggedIn';
import { useRepositoryBrowser } from '../hooks/useRepositoryBrowser';
import { useRepositoryList } from '../hooks/useRepositoryList';
import { REPOSITORY_PAGE_SIZES } from '../stores/repositoryBrowser';
import type { ItemAction } from './ItemActionsMenu';
import { RepositoryDialogs, type RepositoryDialog } from './RepositoryDialogs';
import { RepositoryEmpty } from './RepositoryEmpty';
import { RepositorySearchBox } from './RepositorySearchBox';
import { RepositoryTable } from './RepositoryTable';

// What the first view of a folder does not show loads when first needed.
const BinTable = lazy(() => import('./BinTable'));
const FileDropArea = lazy(() => import('./FileDropArea'));
const PathBreadcrumbs = lazy(() => import('../../../shared/components/PathBreadcrumbs').then((module) => ({ default: module.PathBreadcrumbs })));

const LIST_AREA_SX = { position: 'relative', display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 200 } as const;

function countText(list: RepositoryList, view: 'bin' | 'search' | 'folder', search: string): string {
  const { count } = list;
  // A search of common words stops counting at the API's cap: it says so rather than a false total.
  if (view === 'search') return `${list.count_capped ? 'At least ' : ''}${count} ${count === 1 ? 'result' : 'results'} for “${search}”`;
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return view === 'bin' ? `${items} in the bin` : items;
}

/** /repository: the organisation's folders and documents, the knowledge base answers are drawn from. */
export default function RepositoryScreen() {
  const browser = useRepositoryBrowser();
  const { update } = browser;
  const canManage = usePermissions().can('manage_repository');
  const inBin = browser.showBin && canManage;
  const searching = !inBin && browser.search !== '';
  const view = inBin ? 'bin' : searching ? 'search' : 'folder';
  const list = useRepositoryList(browser, inBin);
  const { refresh, retry } = list;
  const uploads = useUploadQueue(refresh);
  const bin = useBinActions(refresh);
  const download = useDownload();
  const [dialog, setDialog] = useState<RepositoryDialog | null>(null);

  const canUpload = canManage && !inBin;
  const uploadIntoFolder = (files: File[]) => uploads.add(files, { parentId: browser.folderId });
  const filesDraggedIn = useFilesDraggedIn(canUpload);
  const fileInput = useRef<HTMLInputElement>(null);
  const openFilePicker = () => {
    if (!fileInput.current) return;
    // Cleared first, so that choosing the same file again still uploads it.
    fileInput.current.value = '';
    fileInput.current.click();
  };
  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length > 0) void uploadIntoFolder(files);
  };

  // The last item of the last page went (deleted, moved): show the page that now is the last.
  const { data } = list;
  const { setPage } = browser;
  useEffect(() => {
    if (data && data.results.length === 0 && data.count > 0 && browser.page > 1) {
      setPage(Math.max(1, Math.ceil(data.count / browser.pageSize)));
    }
  }, [data, browser.page, browser.pageSize, setPage]);

  const onAction = (action: ItemAction, item: RepositoryItem) => {
    if (action === 'download') void download(item.id);
    else if (action === 'delete') void bin.remove(item);
    else setDialog({ kind: action, item });
  };
  const onChanged = useCallback(() => {
    setDialog(null);
    void refresh();
  }, [refresh]);
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  const pagination = data && (
    <ListPagination
      count={data.count}
      page={browser.page}
      pageSize={browser.pageSize}
      pageSizes={REPOSITORY_PAGE_SIZES}
      onPageChange={setPage}
      onPageSizeChange={browser.setPageSize}
    />
  );

  const renderList = () => {
    if (list.error) return <LoadFailed message={list.error} onRetry={retry} />;
    if (!data) return <TableSkeleton label="Loading the repository" />;
    if (data.count === 0) {
      const emptyView = view === 'folder' ? (browser.folderId ? 'folder' : 'root') : view;
      return <RepositoryEmpty view={emptyView} search={browser.search} onUpload={canUpload ? openFilePicker : undefined} />;
    }
    return (
      <>
        <Typography role="status" color="text.secondary" variant="body2">
          {countText(data, view, browser.search)}
        </Typography>
        {inBin ? (
          <Suspense fallback={<TableSkeleton label="Loading the bin" />}>
            <BinTable list={data} onRestore={(item) => void bin.restore(item)} pagination={pagination} />
          </Suspense>
        ) : (
          <RepositoryTable
            list={data}
            searching={searching}
            ordering={browser.ordering}
            onSort={(ordering) => update({ ordering })}
            canManage={canManage}
            onAction={onAction}
            pagination={pagination}
          />
        )}
      </>
    );
  };

  const listArea = (
    <>
      {list.loading && data && <LinearProgress aria-label="Loading" />}
      {renderList()}
    </>
  );

  const actions = canUpload && (
    <>
      <Button variant="outlined" startIcon={<CreateNewFolder />} onClick={() => setDialog({ kind: 'newFolder' })}>
        New folder
      </Button>
      <Button variant="contained" startIcon={<CloudUpload />} onClick={openFilePicker}>
        Upload files
      </Button>
    </>
  );

  return (
    <PageFrame title="Repository" actions={actions || undefined}>
      {canManage && (
        <Tabs value={inBin ? 'bin' : 'files'} onChange={(_event, tab: string) => update({ showBin: tab === 'bin' })} aria-label="Repository views">
          <Tab value="files" label="Files" />
          <Tab value="bin" label="Bin" />
        </Tabs>
      )}
      {!inBin && <RepositorySearchBox search={browser.search} onSearch={onSearch} />}
      {view === 'folder' && data && data.breadcrumbs.length > 0 && (
        <Suspense fallback={null}>
          <PathBreadcrumbs folders={data.breadcrumbs} />
        </Suspense>
      )}
      <LazyUploadPanel queue={uploads} />
      {canUpload && (
        <input ref={fileInput} type="file" multiple hidden accept={ACCEPTED_FILE_PICKER_TYPES} aria-label="Files to upload" onChange={onFilesChosen} />
      )}
      {/* Until files are dragged in, the list is a plain box: it shows the same while the drop area loads. */}
      <Suspense fallback={<Box sx={LIST_AREA_SX}>{listArea}</Box>}>
        {canUpload && filesDraggedIn ? (
          <FileDropArea sx={LIST_AREA_SX} onDrop={uploadIntoFolder}>
            {listArea}
          </FileDropArea>
        ) : (
          <Box sx={LIST_AREA_SX}>{listArea}</Box>
        )}
      </Suspense>
      <RepositoryDialogs dialog={dialog} folderId={browser.folderId} uploads={uploads} onClose={() => setDialog(null)} onChanged={onChanged} />
    </PageFrame>
  );
}
