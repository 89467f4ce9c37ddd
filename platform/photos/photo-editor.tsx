import { lazy, Suspense, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, visuallyHidden } from '@booknook/design-system';
import { PHOTO_ACCEPT } from './image-bytes';
import { MAX_PHOTOS, type Photo } from './photo-list';
import { photoMessages as t } from './photo-messages';
import { PhotoTile, TileList } from './photo-tile';
import type { PhotoUploads } from './use-photo-uploads';

const SortablePhotoGrid = lazy(() => import('./sortable-photo-grid'));

const Wrapper = styled.div<{ $dragging: boolean }>`
  display: grid;
  gap: 0.6rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      outline: 2px dashed ${theme.colors.accent};
      outline-offset: 6px;
    `}
`;

const Label = styled.span`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Hint = styled.p`
  margin: -0.35rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Out of sight but focusable: the add button (its label) shows the focus ring for it. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const AddZone = styled.label<{ $empty: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  min-height: ${({ $empty }) => ($empty ? '150px' : '48px')};
  padding: 0.75rem 1rem;
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  ${({ $empty }) =>
    $empty &&
    css`
      flex-direction: column;
    `}
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Live = styled.p`
  ${visuallyHidden}
`;

const CameraIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" aria-hidden="true">
    <path d="M4 8h3l1.5-2h7L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" strokeLinejoin="round" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);

export interface PhotoEditorProps {
  uploads: PhotoUploads;
  /** Id of the file input, so a form can move focus to the photos. */
  id: string;
  /** The form's error about the photos (shown once the form is submitted). */
  error?: string;
  /** Asked before the file dialog opens or a drop is taken; false refuses (a guest is asked to sign in instead). */
  mayChoose?: () => boolean;
  maxPhotos?: number;
}

/**
 * Up to 8 photos of a book: add from the camera or files (several at once, or dropped), see each one's upload,
 * reorder by dragging or with the keyboard (the first is the cover), make one the cover, remove one.
 */
export function PhotoEditor({ uploads, id, error, mayChoose = () => true, maxPhotos = MAX_PHOTOS }: PhotoEditorProps) {
  const [dragging, setDragging] = useState(false);
  const { photos, notice, announcement } = uploads;
  const full = photos.length >= maxPhotos;
  const actionsFor = (photo: Photo, index: number) => ({
    onRemove: () => {
      uploads.remove(photo.id);
    },
    onMakeCover: () => {
      uploads.move(index, 0);
    },
    onRetry: () => {
      uploads.retry(photo.id);
    },
  });
  const staticGrid = (
    <TileList>
      {photos.map((photo, index) => (
        <PhotoTile key={photo.id} photo={photo} index={index} total={photos.length} {...actionsFor(photo, index)} />
      ))}
    </TileList>
  );
  const failures = photos.flatMap((photo, index) =>
    photo.status === 'failed' ? [`${t.photo(index + 1, photos.length)}: ${photo.error ?? t.uploadFailed}`] : [],
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length === 0 || !mayChoose()) return;
    uploads.add([...event.dataTransfer.files]);
  };

  return (
    <Wrapper
      $dragging={dragging}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="photo-editor"
    >
      <Label id={`${id}-label`}>{t.label}</Label>
      <Hint id={`${id}-hint`}>{t.hint}</Hint>
      {photos.length > 0 && (
        <Suspense fallback={staticGrid}>
          <SortablePhotoGrid photos={photos} actionsFor={actionsFor} onMove={uploads.move} />
        </Suspense>
      )}
      <FileInput
        id={id}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        disabled={full}
        aria-labelledby={`${id}-label ${id}-action`}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={Boolean(error)}
        onClick={(event) => {
          if (!mayChoose()) event.preventDefault();
        }}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Choosing the same file again must fire change again.
          event.currentTarget.value = '';
          if (files.length > 0) uploads.add(files);
        }}
      />
      {!full && (
        <AddZone htmlFor={id} $empty={photos.length === 0} $invalid={Boolean(error)} data-testid="photo-add">
          <CameraIcon />
          <span id={`${id}-action`}>{photos.length === 0 ? t.add : t.addMore}</span>
          <small>
            {photos.length} / {maxPhotos}
          </small>
        </AddZone>
      )}
      {failures.map((failure) => (
        <FieldError key={failure}>{failure}</FieldError>
      ))}
      {notice && <FieldError role="alert">{notice}</FieldError>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <Live aria-live="polite">{announcement}</Live>
    </Wrapper>
  );
}
