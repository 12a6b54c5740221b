import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  /** Buttons beside the title (for example "New project"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every workspace screen: the title as the page's one h1, its actions, the content. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
