// Photos chosen on this device before they are sent: previews, several at once, first shown first,
// moved up or down (or dragged) and removed. The server checks each again by its content (see docs/product/every-call.md).
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { MAX_PHOTOS_PER_UPLOAD, PROFILE_PIC_MAX_BYTES } from '@luxe/contract/constants';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be sent, or null. */
export function photoProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP image.`;
  if (file.size > PROFILE_PIC_MAX_BYTES) return `${file.name} is larger than 5 MB.`;
  return null;
}

/** Moves item `from` to `to` in a copy of `list`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

interface Tile {
  key: string | number;
  src: string;
  label: string;
}

/** A row of photo tiles, each with up, down and remove; a tile can also be dragged onto another's place. */
export function PhotoTiles({
  tiles,
  onMove,
  onRemove,
  disabled,
}: {
  tiles: Tile[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  const dragged = useRef<number | null>(null);
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged.current !== null && dragged.current !== index) onMove(dragged.current, index);
    dragged.current = null;
  };
  return (
    <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))' }}>
      {tiles.map((tile, i) => (
        <Box
          component="li"
          key={tile.key}
          draggable={!disabled}
          onDragStart={() => (dragged.current = i)}
          onDragOver={(event: DragEvent) => event.preventDefault()}
          onDrop={drop(i)}
          sx={{
            listStyle: 'none',
            border: 1,
            borderColor: 'divider',
            borderRadius: '10px',
            overflow: 'hidden',
            bgcolor: 'background.paper',
          }}
        >
          <Box
            component="img"
            src={tile.src}
            alt={tile.label}
            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
            <Typography variant="caption" sx={{ pl: 0.5, fontWeight: 700 }}>
              {i === 0 ? 'Cover' : `#${i + 1}`}
            </Typography>
            <Box>
              <IconButton
                size="small"
                aria-label={`Move ${tile.label} earlier`}
                disabled={disabled || i === 0}
                onClick={() => onMove(i, i - 1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${tile.label} later`}
                disabled={disabled || i === tiles.length - 1}
                onClick={() => onMove(i, i + 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Remove ${tile.label}`} disabled={disabled} onClick={() => onRemove(i)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/** A button that opens the device's picker for several images; `onPick` gets the acceptable ones, `onProblem` the others' reasons. */
export function PhotoInput({
  label,
  onPick,
  onProblem,
  disabled,
  children,
}: {
  label: string;
  onPick: (files: File[]) => void;
  onProblem: (problem: string | null) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems = files.map(photoProblem).filter((p): p is string => p !== null);
    onProblem(problems.length ? problems.join(' ') : null);
    const good = files.filter((f) => photoProblem(f) === null);
    if (good.length) onPick(good);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* The button opens the device's picker; the input itself is hidden (a label styled as a button nests two controls). */}
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        aria-label={label}
        accept={ACCEPTED.join(',')}
        multiple
        disabled={disabled}
        onChange={change}
        sx={{ display: 'none' }}
      />
      {children}
    </Stack>
  );
}

/** New photos for a car not yet sent: chosen, previewed, ordered, removed. */
export function PhotoPicker({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const add = (picked: File[]) => {
    const room = MAX_PHOTOS_PER_UPLOAD - files.length;
    if (picked.length > room) setProblem(`At most ${MAX_PHOTOS_PER_UPLOAD} photos at once: the first ${room} were added.`);
    onChange([...files, ...picked.slice(0, Math.max(0, room))]);
  };
  return (
    <Stack spacing={1.5}>
      <PhotoInput label="Choose photos" onPick={add} onProblem={setProblem} disabled={disabled || files.length >= MAX_PHOTOS_PER_UPLOAD}>
        <Typography variant="body2" color="text.secondary">
          JPEG, PNG or WebP, up to 5 MB each. The first is the cover.
        </Typography>
      </PhotoInput>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
      {files.length > 0 && (
        <PhotoTiles
          tiles={files.map((f, i) => ({
            key: `${f.name}-${f.size}-${f.lastModified}-${i}`,
            src: urls[i] ?? '',
            label: `photo ${i + 1} (${f.name})`,
          }))}
          onMove={(from, to) => onChange(moved(files, from, to))}
          onRemove={(i) => onChange(files.filter((_, j) => j !== i))}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
