import type { RepositoryItem } from '@app/shared/contract';
import MoreVert from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { folderLink, versionHistoryLink } from '../../../shared/paths';

/** What a row's menu can ask the screen to do (links go by themselves). */
export type ItemAction = 'preview' | 'download' | 'newVersion' | 'rename' | 'move' | 'documentType' | 'delete';

interface ItemActionsMenuProps {
  item: RepositoryItem;
  /** Shows the changing actions (manage_repository); readers browse, preview and download. */
  canManage: boolean;
  onAction(action: ItemAction, item: RepositoryItem): void;
}

const DOCUMENT_CHANGES: Array<[ItemAction, string]> = [
  ['newVersion', 'Upload new version'],
  ['rename', 'Rename'],
  ['move', 'Move'],
  ['documentType', 'Change document type'],
  ['delete', 'Delete'],
];

const FOLDER_CHANGES: Array<[ItemAction, string]> = [
  ['rename', 'Rename'],
  ['move', 'Move'],
  ['delete', 'Delete'],
];

/** A row's actions behind one button, so the table stays narrow on a phone. */
export function ItemActionsMenu({ item, canManage, onAction }: ItemActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const choose = (action: ItemAction) => () => {
    close();
    onAction(action, item);
  };
  const isDocument = item.kind === 'document';
  const changes = isDocument ? DOCUMENT_CHANGES : FOLDER_CHANGES;

  return (
    <>
      <IconButton
        aria-label={`Actions for ${item.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {isDocument
          ? [
              <MenuItem key="preview" onClick={choose('preview')}>
                Preview
              </MenuItem>,
              <MenuItem key="download" onClick={choose('download')}>
                Download
              </MenuItem>,
              <MenuItem key="versions" component={RouterLink} to={versionHistoryLink(item.id)} onClick={close}>
                Version history
              </MenuItem>,
            ]
          : [
              <MenuItem key="open" component={RouterLink} to={folderLink(item.id)} onClick={close}>
                Open
              </MenuItem>,
            ]}
        {canManage && <Divider />}
        {canManage &&
          changes.map(([action, label]) => (
            <MenuItem key={action} onClick={choose(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
              {label}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
