import { LAYOUT_ROLE_LABELS, LAYOUT_ROLES, type LayoutRole, type QuestionnaireLayout, type TableLayout, type TableLayoutChoice } from '@app/shared/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { columnName, headerCells, rowLabel, SHOWN_COLUMNS, withRole } from '../../layoutDraft';
import { LayoutPreview } from './LayoutPreview';

/** What each role's "none" means for the file. */
const NO_COLUMN: Record<LayoutRole, string> = {
  question: 'Choose a column',
  reference: 'No question IDs',
  verdict: 'No verdict column',
  explanation: 'Next to the verdict, or the first empty column',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface TableLayoutEditorProps {
  format: QuestionnaireLayout['format'];
  table: TableLayout;
  choice: TableLayoutChoice;
  disabled: boolean;
  onChange(choice: TableLayoutChoice): void;
}

/** One sheet or table: read or left out, its header row, the column of each role, and its first rows. */
export function TableLayoutEditor({ format, table, choice, disabled, onChange }: TableLayoutEditorProps) {
  const headingId = useId();
  const header = headerCells(table, choice.header_row);
  const columns = Array.from({ length: Math.min(table.column_count, SHOWN_COLUMNS) }, (_, column) => column);
  const missingQuestion = choice.included && choice.roles.question === null;
  const name = capitalised(table.name);
  const found = table.included
    ? `${table.question_count} question${table.question_count === 1 ? '' : 's'} found`
    : `Left out: ${table.skipped_reason ?? 'not read'}`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {found}
            {table.verdict_values ? ` · verdict values: ${table.verdict_values.join(', ')}` : ''}
          </Typography>
        </Box>
        <FormControlLabel
          control={<Switch checked={choice.included} disabled={disabled} onChange={(event) => onChange({ ...choice, included: event.target.checked })} />}
          label={`Read ${table.name} for questions`}
        />
      </Box>
      {choice.included ? (
        <>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' } }}>
            <TextField
              select
              size="small"
              label="Header row"
              value={choice.header_row ?? ''}
              disabled={disabled}
              onChange={(event) => onChange({ ...choice, header_row: event.target.value === '' ? null : Number(event.target.value) })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Header row of ${table.name}` } }}
            >
              <option value="">No header row</option>
              {table.rows.map((row) => (
                <option key={row.row} value={row.row}>
                  {rowLabel(row)}
                </option>
              ))}
            </TextField>
            {LAYOUT_ROLES.map((role) => (
              <TextField
                key={role}
                select
                size="small"
                label={LAYOUT_ROLE_LABELS[role]}
                value={choice.roles[role] ?? ''}
                disabled={disabled}
                error={role === 'question' && missingQuestion}
                helperText={role === 'question' && missingQuestion ? 'Choose the question column, or leave this out.' : undefined}
                onChange={(event) => onChange(withRole(choice, role, event.target.value === '' ? null : Number(event.target.value)))}
                slotProps={{
                  select: { native: true },
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': `${LAYOUT_ROLE_LABELS[role]} column of ${table.name}` },
                }}
              >
                <option value="">{NO_COLUMN[role]}</option>
                {columns.map((column) => (
                  <option key={column} value={column}>
                    {`${format === 'docx' ? 'Column ' : ''}${columnName(format, column)}${header[column] ? ` · ${header[column]}` : ''}`}
                  </option>
                ))}
              </TextField>
            ))}
          </Box>
          <LayoutPreview format={format} table={table} choice={choice} />
        </>
      ) : null}
    </Box>
  );
}
