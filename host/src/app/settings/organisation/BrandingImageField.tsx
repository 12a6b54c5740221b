import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRANDING_IMAGE_MAX_BYTES, type BrandingImageName } from '@app/shared/contract';
import { useId, useRef, type ChangeEvent } from 'react';

interface BrandingImageFieldProps {
  name: BrandingImageName;
  label: string;
  /** Where the image shows, so the person picks the right file. */
  hint: string;
  /** The image shown now: the saved address, a picked file's data URL, or null for the default. */
  source: string | null;
  /** The types the file picker offers; the API checks the content itself. */
  accept: string;
  error?: string;
  onPick: (dataUrl: string) => void;
  onPickError: (message: string) => void;
  onReset: () => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A logo or favicon: its preview, a file picker and a way back to the default. */
export function BrandingImageField({ name, label, hint, source, accept, error, onPick, onPickError, onReset }: BrandingImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const maxKilobytes = Math.round(BRANDING_IMAGE_MAX_BYTES[name] / 1024);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > BRANDING_IMAGE_MAX_BYTES[name]) {
      onPickError(`${file.name} is ${Math.round(file.size / 1024)} KB; it may be at most ${maxKilobytes} KB.`);
      return;
    }
    try {
      onPick(await readAsDataUrl(file));
    } catch (readError) {
      onPickError(readError instanceof Error ? readError.message : 'The file could not be read.');
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{
          width: 160,
          height: 64,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
        }}
      >
        {source ? (
          <Box component="img" src={source} alt={`${label} preview`} sx={{ maxWidth: 144, maxHeight: 48, objectFit: 'contain' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Default
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint} At most {maxKilobytes} KB.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => input.current?.click()}>
            Upload…
          </Button>
          <Button size="small" onClick={onReset}>
            Use the default
          </Button>
        </Stack>
        <input ref={input} id={inputId} type="file" accept={accept} hidden onChange={pick} />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Stack>
    </Stack>
  );
}
