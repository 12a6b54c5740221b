import ExpandMore from '@mui/icons-material/ExpandMore';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { DocumentListFormat } from '../hooks/useProjectChanges';

const LIST_FORMATS: { format: DocumentListFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel workbook (.xlsx)' },
  { format: 'csv', label: 'CSV file (.csv)' },
];

interface ProjectToolbarProps {
  exporting: boolean;
  listExportPending: boolean;
  /** Absent for the people who may not add files. */
  onUpload?(): void;
  onExportProject(): void;
  onExportList(format: DocumentListFormat): void;
}

/** The project's actions: more files in, and the answered questionnaires or the document list out. */
export function ProjectToolbar({ exporting, listExportPending, onUpload, onExportProject, onExportList }: ProjectToolbarProps) {
  const [listMenu, setListMenu] = useState<HTMLElement | null>(null);
  return (
    <>
      {onUpload ? (
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={onUpload}>
          Upload more files
        </Button>
      ) : null}
      <Button variant="outlined" onClick={onExportProject} disabled={exporting}>
        Export project
      </Button>
      <Button
        variant="outlined"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={listMenu ? 'document-list-formats' : undefined}
        aria-expanded={listMenu ? true : undefined}
        disabled={listExportPending}
        onClick={(event) => setListMenu(event.currentTarget)}
      >
        Export document list
      </Button>
      <Menu id="document-list-formats" anchorEl={listMenu} open={listMenu !== null} onClose={() => setListMenu(null)}>
        {LIST_FORMATS.map(({ format, label }) => (
          <MenuItem
            key={format}
            onClick={() => {
              setListMenu(null);
              onExportList(format);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
