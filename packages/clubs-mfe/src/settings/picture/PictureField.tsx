import { Suspense, lazy, useRef } from 'react';
import { ImageUp, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import { Button, Label, Spinner, color, fontSize, radius, space } from '@upclub/shared/ui';
import type { CropArea } from './encode';

const PictureCropper = lazy(() => import(/* webpackChunkName: "club-crop" */ './PictureCropper'));

export interface PictureFieldProps {
  /** What the club shows now: the confirmed new picture, else the saved one. */
  current: string | null;
  /** A chosen picture waiting for ✓ or ✘ (an object URL). */
  pending: string | null;
  /** The picture is being drawn and reduced to its limits. */
  busy: boolean;
  onChoose: (file: File) => void;
  onArea: (area: CropArea) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The club picture: its preview and 'Upload picture', or while a new one is chosen, its crop with ✓ and ✘. */
export function PictureField({ current, pending, busy, onChoose, onArea, onConfirm, onCancel }: PictureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field>
      <Label as="span">Club Picture</Label>
      {pending ? (
        <Suspense
          fallback={
            <Placeholder>
              <Spinner $size={28} />
            </Placeholder>
          }
        >
          <PictureCropper src={pending} onAreaChange={onArea} />
        </Suspense>
      ) : (
        <Preview>{current ? <img src={current} alt="" /> : <UsersRound size={48} aria-hidden />}</Preview>
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
          aria-label="Club picture file"
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

const Preview = styled.div`
  aspect-ratio: 16 / 9;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.input}px;
  overflow: hidden;
  background: ${color.raised};
  color: ${color.muted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled(Preview)``;

const Actions = styled.div`
  display: flex;
  align-items: center;
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
