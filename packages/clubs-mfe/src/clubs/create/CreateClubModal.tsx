import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CLUB_NAME_MAX_LENGTH } from '@upclub/shared/constants';
import { createClubSchema } from '@upclub/shared/validation';
import { Button, Spinner, TextField, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { useCreateClubMutation } from '../../queries/clubs';
import { fieldErrorOf } from '../../queries/failure';
import { NEW_CLUB_PARAM, clubPath } from '../../paths';
import { CLUBS_TEXT, SETTINGS_TEXT } from '../../texts';

/** The spec gives no width for this modal: a small one for one field. */
const CREATE_CLUB_WIDTH = 420;

/**
 * The create club modal (spec part 2 §2): a club name. The new club opens with `state=new`,
 * which opens its settings once; a failure only stops the loader (the name's own message, if the
 * server gave one, shows under the field).
 */
export default function CreateClubModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateClubMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createClubSchema.safeParse({ club_name: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data.club_name, {
      onSuccess: (club) => {
        onClose();
        void navigate(`${clubPath(club.club)}?${new URLSearchParams({ [NEW_CLUB_PARAM.name]: NEW_CLUB_PARAM.value })}`);
      },
      onError: (failure) => setError(fieldErrorOf(failure, 'club_name')),
    });
  };

  return (
    <Modal title={CLUBS_TEXT.createClub} onClose={onClose} width={CREATE_CLUB_WIDTH}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={SETTINGS_TEXT.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          maxLength={CLUB_NAME_MAX_LENGTH}
          autoComplete="off"
          data-autofocus
        />
        <Footer>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? <Spinner $size={16} /> : null}
            {CLUBS_TEXT.createClub}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(3)};
  margin-top: ${space(5)};
`;
