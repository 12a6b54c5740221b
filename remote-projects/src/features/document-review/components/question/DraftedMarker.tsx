import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** The answer's wording was drafted by the language model from the cited passages: worth a closer read. */
export function DraftedMarker() {
  return (
    <Tooltip title="Worded by the language model from the cited passages: check it against them." describeChild>
      <Chip size="small" variant="outlined" icon={<AutoAwesomeIcon aria-hidden />} label="Drafted" />
    </Tooltip>
  );
}
