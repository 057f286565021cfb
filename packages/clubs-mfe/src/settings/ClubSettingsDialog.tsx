import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UserPlus, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import { noticeError } from '@upclub/shared/bus';
import { CLUB_CROP_VIEWPORT, CLUB_DESCRIPTION_MAX_LENGTH, CLUB_NAME_MAX_LENGTH } from '@upclub/shared/constants';
import type { Club } from '@upclub/shared/types';
import {
  Button,
  Field,
  FieldMessage,
  Label,
  Modal,
  PictureField,
  Spinner,
  TextField,
  color,
  fontSize,
  radius,
  space,
  useFieldIds,
} from '@upclub/shared/ui';
import { useUpdateClubMutation } from '../queries/clubs';
import { CLUB_TEXT, SETTINGS_TEXT } from '../texts';
import { changesOf, settingsErrors, type SettingsErrors } from './changes';
import { encodeClubPicture, loadImage, type ClubPictures, type CropArea } from './picture/encode';

/** The spec gives no width for this dialog: room for the 400 x 225 crop. */
const SETTINGS_WIDTH = 560;

/** What the dialog says when a picture cannot be read or made small enough (the spec words none). */
export const PICTURE_FAILED = 'This picture could not be used. Try another one.';

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
  const [picture, setPicture] = useState<ClubPictures | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [encoding, setEncoding] = useState(false);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [unsaved, setUnsaved] = useState(false);
  const area = useRef<CropArea | null>(null);
  const update = useUpdateClubMutation(club.club);
  const description_ = useFieldIds(
    undefined,
    errors.club_description,
    `${description.length}/${CLUB_DESCRIPTION_MAX_LENGTH}`,
  );

  // A chosen picture's object URL is let go when it is replaced or the dialog closes.
  useEffect(() => () => void (pending && URL.revokeObjectURL(pending)), [pending]);

  const choose = (file: File) => {
    area.current = null;
    setPending(URL.createObjectURL(file));
  };
  const endCrop = () => {
    setPending(null);
    setUnsaved(false);
  };
  const confirm = async () => {
    if (!pending || !area.current || encoding) return;
    setEncoding(true);
    try {
      setPicture(await encodeClubPicture(await loadImage(pending), area.current));
      endCrop();
    } catch {
      noticeError(PICTURE_FAILED);
    } finally {
      setEncoding(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (pending) {
      setUnsaved(true);
      return;
    }
    const found = settingsErrors({ name, description });
    setErrors(found);
    if (found.club_name || found.club_description) return;
    const changes = changesOf(club, { name, description, picture });
    if (Object.keys(changes).length === 0) onClose();
    else update.mutate(changes, { onSuccess: onClose });
  };

  return (
    <Modal title={SETTINGS_TEXT.title} onClose={onClose} width={SETTINGS_WIDTH}>
      <Form onSubmit={save} noValidate>
        <PictureField
          label="Club Picture"
          current={picture?.club_picture ?? club.club_picture ?? club.thumbnail_picture ?? null}
          placeholder={<UsersRound size={48} aria-hidden />}
          cropSize={CLUB_CROP_VIEWPORT}
          pending={pending}
          busy={encoding}
          onChoose={choose}
          onArea={(next) => {
            area.current = next;
          }}
          onConfirm={() => void confirm()}
          onCancel={endCrop}
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
        {unsaved ? <Alert role="alert">{SETTINGS_TEXT.unsavedPicture}</Alert> : null}
        <Footer>
          <Button type="button" $variant="secondary" onClick={onInviteCurators}>
            <UserPlus size={16} aria-hidden />
            {CLUB_TEXT.inviteCurators}
          </Button>
          <Button type="submit" disabled={update.isPending || encoding} aria-busy={update.isPending || undefined}>
            {update.isPending ? <Spinner $size={16} /> : null}
            {SETTINGS_TEXT.save}
          </Button>
        </Footer>
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

const Alert = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.danger};
  border-radius: ${radius.input}px;
  background: rgba(255, 92, 92, 0.1);
  color: ${color.text};
  font-size: ${fontSize.sm}px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(3)};
`;
