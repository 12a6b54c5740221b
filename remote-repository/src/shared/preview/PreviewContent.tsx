import type { Preview } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

const FRAME_SX = { width: '100%', height: { xs: '75vh', md: '70vh' }, border: 0, bgcolor: 'background.paper' } as const;

// The server's HTML is already cleaned; it is still shown in a sandbox (no scripts, no same-origin
// access) with the product's font, so nothing in a document can reach the page.
function htmlDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Montserrat,Helvetica,Arial,sans-serif;line-height:1.5;margin:16px;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}img{max-width:100%}</style></head><body>${html}</body></html>`;
}

function TruncatedNote({ what }: { what: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      Only the beginning of the {what} is shown here. Download the file to see all of it.
    </Typography>
  );
}

function SheetTable({ rows, label }: { rows: string[][]; label: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">This sheet is empty.</Typography>;
  const [header, ...body] = rows;
  return (
    <TableContainer sx={{ maxHeight: '65vh' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {header.map((cell, index) => (
              <TableCell key={index} sx={{ fontWeight: 600 }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {body.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SheetTabs({ sheets }: { sheets: Extract<Preview, { kind: 'table' }>['sheets'] }) {
  const [chosen, setChosen] = useState(0);
  const id = useId();
  const sheet = sheets[chosen];
  if (!sheet) return <Typography color="text.secondary">This file has no sheets.</Typography>;
  return (
    <Box>
      {sheets.length > 1 && (
        <Tabs value={chosen} onChange={(_event, index: number) => setChosen(index)} variant="scrollable" aria-label="Sheets">
          {sheets.map((entry, index) => (
            <Tab key={index} label={entry.name} id={`${id}-tab-${index}`} aria-controls={`${id}-panel`} />
          ))}
        </Tabs>
      )}
      <Box
        role={sheets.length > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={sheets.length > 1 ? `${id}-tab-${chosen}` : undefined}
        sx={{ pt: 1 }}
      >
        <SheetTable rows={sheet.rows} label={`Sheet ${sheet.name}`} />
        {sheet.truncated && <TruncatedNote what="sheet" />}
      </Box>
    </Box>
  );
}

/** A version as the preview call describes it: pdf, image, text, converted HTML or sheets. */
export function PreviewContent({ preview, name }: { preview: Preview; name: string }) {
  switch (preview.kind) {
    case 'pdf':
      return <Box component="iframe" src={preview.content_url} title={`Preview of ${name}`} sx={FRAME_SX} />;
    case 'image':
      return <Box component="img" src={preview.content_url} alt={name} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />;
    case 'text':
      return (
        <Box>
          <Box component="pre" sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14 }}>
            {preview.text}
          </Box>
          {preview.truncated && <TruncatedNote what="text" />}
        </Box>
      );
    case 'html':
      return <Box component="iframe" sandbox="" srcDoc={htmlDocument(preview.html)} title={`Preview of ${name}`} sx={FRAME_SX} />;
    case 'table':
      return <SheetTabs sheets={preview.sheets} />;
  }
}
