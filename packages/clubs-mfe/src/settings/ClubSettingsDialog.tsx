import { useState, type FormEvent } from 'react';
import { UserPlus, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import { CLUB_CROP_VIEWPORT, CLUB_DESCRIPTION_MAX_LENGTH, CLUB_NAME_MAX_LENGTH } from '@upclub/shared/constants';
import type { Club } from '@upclub/shared/types';
import {
  Button,
  Field,
  FieldMessage,
  Label,
  TextField,
  color,
  fontSize,
  radius,
  space,
  useFieldIds,
} from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { PictureField } from '@upclub/shared/ui/PictureCrop';
import { PictureSave, usePictureEditor } from '@upclub/shared/ui/PictureEditor';
import { useUpdateClubMutation } from '../queries/clubs';
import { CLUB_TEXT, SETTINGS_TEXT } from '../texts';
import { changesOf, settingsErrors, type SettingsErrors } from './changes';
import { encodeClubPicture, loadImage, type CropArea } from './picture/encode';

/** The spec gives no width for this dialog: room for the 400 x 225 crop. */
const SETTINGS_WIDTH = 560;

/** What the dialog says when a picture cannot be read or made small enough (the spec words none). */
export const PICTURE_FAILED = 'This picture could not be used. Try another one.';

const encodePicture = async (src: string, area: CropArea) => encodeClubPicture(await loadImage(src), area);

export interface ClubSettingsDialogProps {
  club: Club;
  onClose: () => void;
  /** The Invite Curators shortcut: the dialog makes way for the invite modal. */
  onInviteCurators: () => void;
}

/**
 * 'Club Settings' (spec part 2 §2, §5): the picture with its crop, Club Name, 'Description (400
 * characters limit)', 'Save Changes' and an Invite Curators shortcut. Saving while a crop waits
 * for ✓ or ✘ is blocked with the unsaved club picture alert; only changed fields are sent.
 */
export default function ClubSettingsDialog({ club, onClose, onInviteCurators }: ClubSettingsDialogProps) {
  const [name, setName] = useState(club.club_name);
  const [description, setDescription] = useState(club.club_description ?? '');
  const editor = usePictureEditor(encodePicture, PICTURE_FAILED);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const update = useUpdateClubMutation(club.club);
  const description_ = useFieldIds(
    undefined,
    errors.club_description,
    `${description.length}/${CLUB_DESCRIPTION_MAX_LENGTH}`,
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || editor.holdsSave()) return;
    const found = settingsErrors({ name, description });
    setErrors(found);
    if (found.club_name || found.club_description) return;
    const changes = changesOf(club, { name, description, picture: editor.picture });
    if (Object.keys(changes).length === 0) onClose();
    else update.mutate(changes, { onSuccess: onClose });
  };

  return (
    <Modal title={SETTINGS_TEXT.title} onClose={onClose} width={SETTINGS_WIDTH}>
      <Form onSubmit={save} noValidate>
        <PictureField
          label="Club Picture"
          current={editor.picture?.club_picture ?? club.club_picture ?? club.thumbnail_picture ?? null}
          placeholder={<UsersRound size={48} aria-hidden />}
          cropSize={CLUB_CROP_VIEWPORT}
          {...editor.field}
        />
        <TextField
          label={SETTINGS_TEXT.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.club_name}
          maxLength={CLUB_NAME_MAX_LENGTH}
          autoComplete="off"
          data-autofocus
        />
        <Field>
          <Label htmlFor={description_.controlId}>{SETTINGS_TEXT.description}</Label>
          <TextArea
            id={description_.controlId}
            {...description_.aria}
            aria-describedby={description_.messageId}
            $invalid={Boolean(errors.club_description)}
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FieldMessage
            id={description_.messageId}
            error={errors.club_description}
            hint={`${description.length}/${CLUB_DESCRIPTION_MAX_LENGTH}`}
          />
        </Field>
        <PictureSave
          editor={editor}
          saving={update.isPending}
          unsavedText={SETTINGS_TEXT.unsavedPicture}
          start={
            <Button type="button" $variant="secondary" onClick={onInviteCurators}>
              <UserPlus size={16} aria-hidden />
              {CLUB_TEXT.inviteCurators}
            </Button>
          }
        >
          {SETTINGS_TEXT.save}
        </PictureSave>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 96px;
  padding: ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  background: ${color.raised};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md}px;
  resize: vertical;
  &:focus {
    border-color: ${color.accent};
    outline: none;
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
`;
