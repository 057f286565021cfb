import { Suspense, lazy, useRef, type ReactNode } from 'react';
import { ImageUp } from 'lucide-react';
import styled from 'styled-components';
import { Button, Spinner, Label, color, fontSize, radius, space } from '@upclub/shared/ui';
import type { CropArea } from './encode';

// react-easy-crop stays out of the UI kit's chunk until a picture is chosen.
const PictureCropper = lazy(() => import(/* webpackChunkName: "picture-crop" */ './PictureCropper'));

export interface PictureFieldProps {
  /** The field's label ('Club Picture', 'Profile Picture'). */
  label: string;
  /** What is shown now: the confirmed new picture, else the saved one. */
  current: string | null;
  /** Shown when there is no picture (an icon, initials). */
  placeholder: ReactNode;
  /** A chosen picture waiting for ✓ or ✘ (an object URL). */
  pending: string | null;
  /** The picture is being drawn and reduced to its limits. */
  busy: boolean;
  /** The crop's viewport in px. */
  cropSize: { width: number; height: number };
  /** A round crop and preview (a person) or a rectangle (a club). */
  shape?: 'round' | 'rect';
  onChoose: (file: File) => void;
  onArea: (area: CropArea) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A picture with its preview and 'Upload picture', or while a new one is chosen, its crop with ✓
 * (save the crop) and ✘ (drop it). Saving the form while a crop waits is for the form to refuse.
 */
export function PictureField({
  label,
  current,
  placeholder,
  pending,
  busy,
  cropSize,
  shape = 'rect',
  onChoose,
  onArea,
  onConfirm,
  onCancel,
}: PictureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const aspect = `${cropSize.width} / ${cropSize.height}`;
  return (
    <Field>
      <Label as="span">{label}</Label>
      {pending ? (
        <Suspense
          fallback={
            <Preview style={{ aspectRatio: aspect }}>
              <Spinner $size={28} />
            </Preview>
          }
        >
          <PictureCropper src={pending} cropSize={cropSize} shape={shape} onAreaChange={onArea} />
        </Suspense>
      ) : (
        <Preview
          style={{ aspectRatio: aspect, ...(shape === 'round' && { width: cropSize.width }) }}
          $round={shape === 'round'}
        >
          {current ? <img src={current} alt="" /> : placeholder}
        </Preview>
      )}
      <Actions>
        {pending ? (
          <>
            <Glyph
              type="button"
              aria-label="Save the cropped picture"
              title="Save the cropped picture"
              onClick={onConfirm}
              disabled={busy}
            >
              {busy ? <Spinner $size={16} /> : <span aria-hidden>✓</span>}
            </Glyph>
            <Glyph
              type="button"
              aria-label="Cancel the new picture"
              title="Cancel the new picture"
              onClick={onCancel}
              disabled={busy}
              $cancel
            >
              <span aria-hidden>✘</span>
            </Glyph>
          </>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => input.current?.click()}>
            <ImageUp size={16} aria-hidden />
            Upload picture
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={`${label} file`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </Actions>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const Preview = styled.div<{ $round?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  max-width: 100%;
  align-self: ${(p) => (p.$round ? 'center' : 'stretch')};
  border-radius: ${(p) => (p.$round ? '50%' : `${radius.input}px`)};
  overflow: hidden;
  background: ${color.raised};
  color: ${color.muted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
`;

const Glyph = styled.button<{ $cancel?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${(p) => (p.$cancel ? color.line : 'transparent')};
  border-radius: ${radius.pill}px;
  background: ${(p) => (p.$cancel ? 'transparent' : color.accent)};
  color: ${(p) => (p.$cancel ? color.text : color.onAccent)};
  font-size: ${fontSize.lg}px;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
