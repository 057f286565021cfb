import { useEffect, useRef, useState, type FormEvent, type JSX } from 'react';
import { noticeSuccess } from '@upclub/shared/bus';
import { CLUB_NOTICE } from '@upclub/shared/constants';
import type { Club } from '@upclub/shared/types';
import { Button, Spinner, TextField } from '@upclub/shared/ui';
import { createClubSchema, firstErrors } from '@upclub/shared/validation';
import { useCreateClubMutation } from '../queries/clubs';
import * as S from '../ClubPicker.styles';

export interface CreateClubFormProps {
  /** The club was created: the picker chooses it. */
  onCreated: (club: Club) => void;
  onCancel: () => void;
}

/** 'Create a Club' in the picker: the club name (spec part 2 §5: required, 'Field required'). */
export function CreateClubForm({ onCreated, onCancel }: CreateClubFormProps): JSX.Element {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateClubMutation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createClubSchema.safeParse({ club_name: name });
    if (!parsed.success) {
      setError(firstErrors(parsed.error).club_name);
      return;
    }
    setError(undefined);
    // A failure only stops the loader (spec part 2 §8): the name stays for another try.
    create.mutate(parsed.data.club_name, {
      onSuccess: (club) => {
        noticeSuccess(CLUB_NOTICE.created);
        onCreated(club);
      },
    });
  };

  return (
    <S.CreateForm onSubmit={submit} noValidate aria-label="Create a Club">
      <TextField
        ref={input}
        label="Club Name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        disabled={create.isPending}
      />
      <S.Actions>
        <Button type="button" $variant="ghost" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner $size={16} /> : null}
          Create
        </Button>
      </S.Actions>
    </S.CreateForm>
  );
}
