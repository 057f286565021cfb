import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2Off, LogOut, UserRound } from 'lucide-react';
import styled from 'styled-components';
import { getBackendVersion, updateProfile, statusOf } from '@upclub/shared/api';
import { noticeSuccess, setCurrentUser } from '@upclub/shared/bus';
import { APP_VERSION, BIO_MAX_LENGTH, UNSAVED_PROFILE_PICTURE } from '@upclub/shared/constants';
import { profileKeys } from '@upclub/shared/queries';
import type { UserProfile } from '@upclub/shared/types';
import { Button, TextField, color, fontSize, radius, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { PhoneField } from '@upclub/shared/ui/PhoneField';
import { PictureField, loadImage, type CropArea } from '@upclub/shared/ui/PictureCrop';
import { PictureSave, usePictureEditor } from '@upclub/shared/ui/PictureEditor';
import {
  MSG,
  emailRule,
  profileFormErrors,
  type ProfileForm,
  type ProfileFormErrors,
  type UpdateProfileInput,
} from '@upclub/shared/validation';
import { SETTINGS_TEXT } from '../texts';
import { changesOf, formOf } from './changes';
import { PROFILE_CROP, encodeProfilePicture } from './picture';
import { Confirm, UnlinkConfirm } from './UnlinkConfirm';
import { useSignOutEverywhere } from './useSignOutEverywhere';
import { useUnlink } from './useUnlink';

/** The spec gives no width for this modal: room for two fields a row and the 200 px crop. */
const SETTINGS_WIDTH = 560;

/** The API version is asked once a page. */
const VERSION_STALE_MS = Infinity;

const encodePicture = async (src: string, area: CropArea) => encodeProfilePicture(await loadImage(src), area);

export interface ProfileSettingsModalProps {
  profile: UserProfile;
  onClose: () => void;
}

/** The form's messages, with the email and the password it needs when the email changes. */
type SettingsErrors = ProfileFormErrors & { email?: string; password?: string };

/** The first message a 400 answer gives for each field (the client has shown them as notices too). */
function fieldErrorsOf(error: unknown): SettingsErrors {
  if (statusOf(error) !== 400) return {};
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (!data || typeof data !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/**
 * The profile settings (spec part 2 §2, §4, §5): the picture with its 200 px circular crop, the
 * names, the bio, the handles and the phone, each with its message; the streaming account's
 * unlink with a confirmation; the app and API version line. Save sends only what changed, and is
 * refused with 'Unsaved profile picture' while a crop waits for ✓ or ✘.
 */
export default function ProfileSettingsModal({ profile, onClose }: ProfileSettingsModalProps) {
  const client = useQueryClient();
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [email, setEmail] = useState(profile.email ?? '');
  const [password, setPassword] = useState('');
  const emailChanged = profile.email !== undefined && email.trim().toLowerCase() !== profile.email.toLowerCase();
  const editor = usePictureEditor(encodePicture, SETTINGS_TEXT.pictureFailed);
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const [confirmSignOutAll, setConfirmSignOutAll] = useState(false);
  const signOutAll = useSignOutEverywhere();
  const unlink = useUnlink();
  const version = useQuery({ queryKey: ['backendversion'], queryFn: getBackendVersion, staleTime: VERSION_STALE_MS });

  const save = useMutation({
    mutationFn: (changes: UpdateProfileInput) => updateProfile(changes),
    onSuccess: (saved) => {
      client.setQueryData<UserProfile>(profileKeys.me(), saved);
      // The shell's avatar and menus read the signed-in user from the bus.
      setCurrentUser({
        upclubuser: saved.upclubuser,
        username: saved.username,
        first_name: saved.first_name,
        last_name: saved.last_name,
        user_type: saved.user_type,
        profile_picture: saved.profile_picture,
        thumbnail_picture: saved.thumbnail_picture,
      });
      noticeSuccess(SETTINGS_TEXT.saved);
      onClose();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const set = (field: keyof ProfileForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || editor.holdsSave()) return;
    const found: SettingsErrors = profileFormErrors(form);
    if (emailChanged) {
      const checked = emailRule().safeParse(email);
      if (!checked.success) found.email = checked.error.issues[0]?.message;
      if (!password) found.password = MSG.passwordForEmail;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changesOf(profile, form, editor.picture);
    if (emailChanged) Object.assign(changes, { email: email.trim(), password });
    if (Object.keys(changes).length === 0) onClose();
    else save.mutate(changes);
  };

  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.username;
  return (
    <>
      <Modal title={SETTINGS_TEXT.title} onClose={onClose} width={SETTINGS_WIDTH}>
        <Form onSubmit={submit} noValidate>
          <PictureField
            label={SETTINGS_TEXT.picture}
            current={editor.picture?.profile_picture ?? profile.profile_picture ?? profile.thumbnail_picture ?? null}
            placeholder={<UserRound size={64} aria-label={name} />}
            cropSize={PROFILE_CROP}
            shape="round"
            {...editor.field}
          />
          <TextField
            label={SETTINGS_TEXT.username}
            value={form.username}
            onChange={(e) => set('username')(e.target.value)}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Pair>
            <TextField
              label={SETTINGS_TEXT.firstName}
              value={form.first_name}
              onChange={(e) => set('first_name')(e.target.value)}
              error={errors.first_name}
              autoComplete="given-name"
              data-autofocus
            />
            <TextField
              label={SETTINGS_TEXT.lastName}
              value={form.last_name}
              onChange={(e) => set('last_name')(e.target.value)}
              error={errors.last_name}
              autoComplete="family-name"
            />
          </Pair>
          <TextField
            label={SETTINGS_TEXT.description}
            value={form.profile_description}
            onChange={(e) => set('profile_description')(e.target.value)}
            error={errors.profile_description}
            hint={`${form.profile_description.length}/${BIO_MAX_LENGTH}`}
            autoComplete="off"
          />
          <Pair>
            <TextField
              label={SETTINGS_TEXT.twitter}
              value={form.profile_twitter}
              onChange={(e) => set('profile_twitter')(e.target.value)}
              error={errors.profile_twitter}
              autoComplete="off"
            />
            <TextField
              label={SETTINGS_TEXT.instagram}
              value={form.profile_instagram}
              onChange={(e) => set('profile_instagram')(e.target.value)}
              error={errors.profile_instagram}
              autoComplete="off"
            />
          </Pair>
          <PhoneField
            label={SETTINGS_TEXT.phone}
            country={form.phone_country}
            onCountryChange={(country) => setForm((f) => ({ ...f, phone_country: country }))}
            value={form.phone_national}
            onChange={set('phone_national')}
            error={errors.phone_number}
          />
          {profile.email !== undefined ? (
            <TextField
              label={SETTINGS_TEXT.email}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
              autoComplete="email"
            />
          ) : null}
          {emailChanged ? (
            <TextField
              label={SETTINGS_TEXT.currentPassword}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={SETTINGS_TEXT.currentPasswordHint}
              autoComplete="current-password"
            />
          ) : null}
          <Streaming>
            <div>
              <StreamingTitle>{SETTINGS_TEXT.streaming}</StreamingTitle>
              <Muted>{SETTINGS_TEXT.streamingConnected}</Muted>
            </div>
            <Button type="button" $variant="secondary" onClick={() => setConfirmUnlink(true)}>
              <Link2Off size={16} aria-hidden />
              {SETTINGS_TEXT.unlink}
            </Button>
          </Streaming>
          <Streaming>
            <div>
              <StreamingTitle>{SETTINGS_TEXT.sessions}</StreamingTitle>
              <Muted>{SETTINGS_TEXT.sessionsText}</Muted>
            </div>
            <Button type="button" $variant="secondary" onClick={() => setConfirmSignOutAll(true)}>
              <LogOut size={16} aria-hidden />
              {SETTINGS_TEXT.signOutAll}
            </Button>
          </Streaming>
          <PictureSave
            editor={editor}
            saving={save.isPending}
            unsavedText={
              <>
                <strong>{UNSAVED_PROFILE_PICTURE}</strong> {SETTINGS_TEXT.unsavedDetail}
              </>
            }
            start={
              <Version>
                {SETTINGS_TEXT.version
                  .replace('{app}', APP_VERSION)
                  .replace('{api}', version.data?.version ?? (version.isError ? '–' : '…'))}
              </Version>
            }
          >
            {SETTINGS_TEXT.save}
          </PictureSave>
        </Form>
      </Modal>
      {confirmUnlink ? (
        <UnlinkConfirm onCancel={() => setConfirmUnlink(false)} onConfirm={() => void unlink()} />
      ) : null}
      {confirmSignOutAll ? (
        <Confirm
          title={SETTINGS_TEXT.signOutAllTitle}
          text={SETTINGS_TEXT.signOutAllText}
          action={SETTINGS_TEXT.signOutAll}
          busy={signOutAll.isPending}
          onCancel={() => setConfirmSignOutAll(false)}
          onConfirm={() => signOutAll.mutate()}
        />
      ) : null}
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(3)};
  /* Each field keeps to its column (an input's intrinsic width would push past the dialog). */
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Streaming = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.input}px;
`;

const StreamingTitle = styled.p`
  margin: 0;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Version = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;
