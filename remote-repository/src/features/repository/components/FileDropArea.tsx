import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';

interface FileDropAreaProps {
  onDrop(files: File[]): void;
  sx: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The list as a place to drop files on, marked while files are dragged over it. Loaded when files are
 * first dragged into the page (useFilesDraggedIn); the file picker is the screen's own input.
 */
export default function FileDropArea({ onDrop, sx, children }: FileDropAreaProps) {
  // The screen keeps drops beside the area from opening the file (useFilesDraggedIn).
  const dropzone = useDropzone({ onDrop, noClick: true, noKeyboard: true, preventDropOnDocument: false });
  return (
    <Box {...dropzone.getRootProps()} sx={sx}>
      {children}
      {dropzone.isDragActive && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'rgba(255, 255, 255, 0.9)',
          }}
        >
          <Typography variant="h6" component="p" color="primary">
            Drop the files to upload them here
          </Typography>
        </Box>
      )}
    </Box>
  );
}
