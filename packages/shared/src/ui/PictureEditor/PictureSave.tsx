import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, space } from '@upclub/shared/ui';
import { UnsavedPictureAlert } from './UnsavedPictureAlert';
import type { PictureEditor } from './usePictureEditor';

export interface PictureSaveProps {
  /** The form's picture editor: its alert shows after a refused save, its encoding holds Save. */
  editor: Pick<PictureEditor<unknown>, 'unsaved' | 'encoding'>;
  /** The form's save request is under way: Save is busy and shows a spinner. */
  saving: boolean;
  /** The alert's words (the spec's 'Unsaved … picture' of the form). */
  unsavedText: ReactNode;
  /** What the footer row starts with (a shortcut, a version line); Save keeps to the end. */
  start?: ReactNode;
  /** Save's label. */
  children: ReactNode;
}

/**
 * The end of a settings form with a picture (profile and club settings, spec part 2 §5): the
 * unsaved picture alert while a save was refused because a crop waits for ✓ or ✘, and the submit
 * button, held while the crop is encoded and busy while the form saves.
 */
export function PictureSave({ editor, saving, unsavedText, start, children }: PictureSaveProps) {
  return (
    <>
      {editor.unsaved ? <UnsavedPictureAlert>{unsavedText}</UnsavedPictureAlert> : null}
      <Footer>
        {start}
        <Save type="submit" disabled={saving || editor.encoding} aria-busy={saving || undefined}>
          {saving ? <Spinner $size={16} /> : null}
          {children}
        </Save>
      </Footer>
    </>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Save = styled(Button)`
  margin-left: auto;
`;
