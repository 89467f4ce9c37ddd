import { useId, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, FieldError } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import type { ImageUpload } from '../hooks/use-image-upload';
import { IMAGE_ACCEPT } from '../image-file-rules';
import { CheckIcon, UploadIcon } from './icons';

const Wrapper = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const Label = styled.span`
  font-weight: 600;
  font-size: 0.95rem;
`;

/** Visually hidden but focusable: the drop zone (its label) shows the focus ring for it. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const DropZone = styled.label<{ $dragging: boolean; $invalid: boolean; $filled: boolean }>`
  display: grid;
  place-items: center;
  gap: 0.5rem;
  min-height: ${({ $filled }) => ($filled ? 'auto' : '180px')};
  padding: 1rem;
  text-align: center;
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.accentSoft};
    `}
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    max-width: 260px;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Status = styled.div`
  display: grid;
  gap: 0.35rem;
  font-size: 0.9rem;
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Uploaded = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  margin: 0;
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface ImagePickerProps {
  /** Id of the file input, so a failed submit can focus it. */
  id: string;
  upload: ImageUpload;
  /** Called with the chosen or dropped file (the form decides whether it may be uploaded). */
  onChoose: (file: File | undefined) => void;
  /** Asked before the file dialog opens or a drop is taken; false refuses (a guest is told to sign in instead). */
  mayChoose?: () => boolean;
  /** The form's error for the image (e.g. 'Image field is required'), shown when the browser has no refusal to show. */
  error?: string;
  onTouched: () => void;
}

/** The book photo: click or drag and drop, a preview, upload progress, and why a file was refused. */
export function ImagePicker({ id: inputId, upload, onChoose, mayChoose = () => true, error, onTouched }: ImagePickerProps) {
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const { state, rejection } = upload;
  const shownError = rejection ?? error;
  const hasPreview = state.status !== 'empty';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!mayChoose()) return;
    onTouched();
    onChoose(event.dataTransfer.files[0]);
  };

  return (
    <Wrapper
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={onDrop}
    >
      <Label id={`${inputId}-label`}>{messages.fields.image}</Label>
      <FileInput
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-labelledby={`${inputId}-label ${inputId}-action`}
        aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={Boolean(shownError)}
        onClick={(event) => {
          if (!mayChoose()) event.preventDefault();
        }}
        onChange={(event) => {
          onTouched();
          onChoose(event.currentTarget.files?.[0]);
          // Choosing the same file again must fire change again.
          event.currentTarget.value = '';
        }}
      />
      <DropZone htmlFor={inputId} $dragging={dragging} $invalid={Boolean(shownError)} $filled={hasPreview} data-testid="image-drop-zone">
        {hasPreview ? <img src={state.previewUrl} alt={messages.fields.imagePreviewAlt} /> : <UploadIcon />}
        <strong id={`${inputId}-action`}>{hasPreview ? messages.fields.imageReplace : messages.fields.imageDrop}</strong>
      </DropZone>
      <Hint id={hintId}>{messages.fields.imageHint}</Hint>
      <Status aria-live="polite">
        {state.status === 'uploading' && (
          <>
            <span>{messages.upload.uploading(Math.round(state.progress * 100))}</span>
            <progress max={100} value={Math.round(state.progress * 100)} aria-label={messages.upload.progressLabel} />
          </>
        )}
        {state.status === 'uploaded' && (
          <Uploaded>
            <CheckIcon />
            {messages.upload.uploaded}
          </Uploaded>
        )}
      </Status>
      {state.status === 'failed' && (
        <div>
          <FieldError role="alert">{state.reason}</FieldError>
          <Button type="button" $variant="outline" onClick={upload.retry} style={{ marginTop: '0.5rem' }}>
            {messages.upload.retry}
          </Button>
        </div>
      )}
      {shownError && (
        <FieldError id={errorId} role="alert">
          {shownError}
        </FieldError>
      )}
    </Wrapper>
  );
}
