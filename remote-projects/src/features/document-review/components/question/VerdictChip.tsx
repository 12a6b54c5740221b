import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Verdict } from '@app/shared/contract';
import { visuallyHidden } from '@app/shared/page-parts';
import { useId, useState } from 'react';
import { readableChipSx } from '../../../../components/chipContrast';
import { VERDICT_CHOICES, verdictLabel } from '../../reviewText';

const VERDICT_COLOURS: Record<Verdict, ChipProps['color']> = { yes: 'success', no: 'error', 'n/a': 'default' };

/** How a verdict looks: Yes and No in colour, N/A outlined, none muted. */
function chipLook(verdict: Verdict | null): Pick<ChipProps, 'color' | 'variant' | 'sx'> {
  if (verdict === null) return { color: 'default', variant: 'outlined', sx: { color: 'text.secondary', borderStyle: 'dashed' } };
  const color = VERDICT_COLOURS[verdict];
  return { color, variant: verdict === 'n/a' ? 'outlined' : 'filled', sx: readableChipSx(color) };
}

interface VerdictChipProps {
  /** The verdict shown: the one chosen, while the API has not answered it yet. */
  verdict: Verdict | null;
  /** How the question is named ("AC-01", or its number). */
  questionLabel: string;
  /** Reviewers change it from a menu; others only read it. */
  onChange?: (verdict: Verdict | null) => void;
}

/** A question's yes / no / N/A beside its answer; a reviewer opens the menu of the four choices on it. */
export function VerdictChip({ verdict, questionLabel, onChange }: VerdictChipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const text = verdictLabel(verdict);
  const look = chipLook(verdict);
  if (!onChange) {
    return (
      <Chip
        size="small"
        {...look}
        label={
          <>
            <Box component="span" sx={visuallyHidden}>
              Verdict:{' '}
            </Box>
            {text}
          </>
        }
      />
    );
  }
  const choose = (choice: Verdict | null) => {
    setAnchor(null);
    if (choice !== verdict) onChange(choice);
  };
  return (
    <>
      <Chip
        size="small"
        {...look}
        label={text}
        clickable
        aria-label={`Verdict of question ${questionLabel}: ${text}. Change it`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        variant="selectedMenu"
        slotProps={{ list: { 'aria-label': `Verdict of question ${questionLabel}`, dense: true } }}
      >
        {VERDICT_CHOICES.map((choice) => (
          <MenuItem key={choice ?? 'none'} role="menuitemradio" aria-checked={choice === verdict} selected={choice === verdict} onClick={() => choose(choice)}>
            {verdictLabel(choice)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
