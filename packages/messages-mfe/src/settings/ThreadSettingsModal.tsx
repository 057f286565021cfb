import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { UserPlus, X } from 'lucide-react';
import type { MessageThread, UserSearchResult } from '@upclub/shared/types';
import { threadNameSchema } from '@upclub/shared/validation';
import { Button, IconButton, Spinner, TextField, color, fontSize, radius, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { PersonLine } from '@upclub/shared/ui/UserPickList';
import { useLeaveThread, useSaveSettings, type SettingsChange } from '../queries/mutations';
import { useThreadSettingsQuery } from '../queries/threads';
import { MESSAGES_TEXT } from '../texts';
import { UserPickerModal } from '../picker/UserPickerModal';
import { personName } from '../threads/display';
import { SettingSwitch } from './SettingSwitch';

const SETTINGS_WIDTH = 480;
const CONFIRM_WIDTH = 320;

export interface ThreadSettingsModalProps {
  thread: MessageThread;
  onClose: () => void;
  /** The user left the thread. */
  onLeft: () => void;
}

/** The name to send: null when it did not change, else the form's value (checked by threadNameSchema). */
function nameChange(thread: MessageThread, value: string): { name: string | null; error?: string } {
  if (value.trim() === (thread.messagethreadname ?? '')) return { name: null };
  const parsed = threadNameSchema.safeParse({ messagethreadname: value });
  return parsed.success
    ? { name: parsed.data.messagethreadname }
    : { name: null, error: parsed.error.issues[0]?.message };
}

/** The switches to send: those the user flipped away from what is saved, or null. */
function switchesChange(
  saved: { notify: boolean; mute: boolean } | undefined,
  notify: boolean | null,
  mute: boolean | null,
): SettingsChange['switches'] {
  if (!saved) return null;
  const change = {
    ...(notify !== null && notify !== saved.notify && { notify }),
    ...(mute !== null && mute !== saved.mute && { mute }),
  };
  return Object.keys(change).length ? change : null;
}

/**
 * Thread settings, the message_settings screen (spec part 2 §2, §4): Group Name (the chat name,
 * required), the member's own Notifications and Mute switches, the members, Add More (the picker),
 * 'Leave chat' behind the 'Leave chat ?' confirm, and Save Changes, which saves the name, then the
 * new members, then the switches, and says 'Settings updated'.
 */
export function ThreadSettingsModal({ thread, onClose, onLeft }: ThreadSettingsModalProps) {
  const [name, setName] = useState(thread.messagethreadname ?? '');
  const [adding, setAdding] = useState<UserSearchResult[]>([]);
  const [picking, setPicking] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [touched, setTouched] = useState(false);
  const saved = useThreadSettingsQuery(thread.messagethread).data;
  // The switches as flipped here (null: as saved).
  const [notify, setNotify] = useState<boolean | null>(null);
  const [mute, setMute] = useState<boolean | null>(null);
  const save = useSaveSettings(thread.messagethread);
  const leave = useLeaveThread(thread.messagethread);

  const change = nameChange(thread, name);
  const switches = switchesChange(saved, notify, mute);
  const nothing = change.name === null && adding.length === 0 && switches === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (change.error || nothing || save.isPending) return;
    save.mutate({ name: change.name, add: adding.map((u) => u.upclubuser), switches }, { onSuccess: onClose });
  };

  return (
    <Modal title="Settings" onClose={onClose} width={SETTINGS_WIDTH}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={MESSAGES_TEXT.groupName}
          value={name}
          dir="auto"
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? change.error : undefined}
          data-autofocus
        />

        <Section aria-labelledby={`${thread.messagethread}-chat-settings`}>
          <SectionHead>
            <h3 id={`${thread.messagethread}-chat-settings`}>{MESSAGES_TEXT.chatSettings}</h3>
          </SectionHead>
          <SettingSwitch
            label={MESSAGES_TEXT.notifications}
            hint={MESSAGES_TEXT.notificationsHint}
            checked={notify ?? saved?.notify ?? true}
            disabled={!saved}
            onChange={setNotify}
          />
          <SettingSwitch
            label={MESSAGES_TEXT.mute}
            hint={MESSAGES_TEXT.muteHint}
            checked={mute ?? saved?.mute ?? false}
            disabled={!saved}
            onChange={setMute}
          />
        </Section>

        <Section>
          <SectionHead>
            <h3>Members</h3>
          </SectionHead>
          <People aria-label="Members">
            {thread.members.upclubusers.map((user) => (
              <Person key={user.upclubuser}>
                <PersonLine user={user} name={personName(user)} avatarSize={32} />
              </Person>
            ))}
          </People>
        </Section>

        <Section>
          <SectionHead>
            <h3>{MESSAGES_TEXT.addMembers}</h3>
            <Button type="button" $variant="secondary" onClick={() => setPicking(true)}>
              <UserPlus size={16} aria-hidden />
              {MESSAGES_TEXT.addMore}
            </Button>
          </SectionHead>
          {adding.length ? (
            <People aria-label="Members to add">
              {adding.map((user) => (
                <Person key={user.upclubuser}>
                  <PersonLine user={user} name={personName(user)} avatarSize={32} />
                  <IconButton
                    label={`Do not add ${user.username}`}
                    size={28}
                    onClick={() => setAdding((list) => list.filter((u) => u.upclubuser !== user.upclubuser))}
                  >
                    <X size={14} aria-hidden />
                  </IconButton>
                </Person>
              ))}
            </People>
          ) : null}
        </Section>

        <Footer>
          <DangerButton type="button" $variant="secondary" onClick={() => setConfirmLeave(true)}>
            {MESSAGES_TEXT.leaveChat}
          </DangerButton>
          <Button type="submit" disabled={nothing || save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? <Spinner $size={16} /> : null}
            {MESSAGES_TEXT.saveChanges}
          </Button>
        </Footer>
      </form>

      {picking ? (
        <UserPickerModal
          mode="add"
          members={[...thread.members.upclubusers, ...adding]}
          onClose={() => setPicking(false)}
          onConfirm={(users) => {
            setAdding((list) => [...list, ...users]);
            setPicking(false);
          }}
        />
      ) : null}

      {confirmLeave ? (
        <Modal title={MESSAGES_TEXT.leaveConfirm} onClose={() => setConfirmLeave(false)} width={CONFIRM_WIDTH}>
          <Footer>
            <Button type="button" $variant="secondary" onClick={() => setConfirmLeave(false)} data-autofocus>
              {MESSAGES_TEXT.cancel}
            </Button>
            <DangerButton
              type="button"
              $variant="secondary"
              disabled={leave.isPending}
              aria-busy={leave.isPending || undefined}
              onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
            >
              {leave.isPending ? <Spinner $size={16} /> : null}
              {MESSAGES_TEXT.leave}
            </DangerButton>
          </Footer>
        </Modal>
      ) : null}
    </Modal>
  );
}

const Section = styled.section`
  margin-top: ${space(5)};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(2)};
  h3 {
    margin: 0;
    font-size: ${fontSize.sm}px;
    color: ${color.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const People = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 240px;
  overflow-y: auto;
`;

const Person = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border-radius: ${radius.input}px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

/** A destructive action: danger-coloured text and border (white on the danger fill falls short of AA). */
const DangerButton = styled(Button)`
  color: ${color.danger};
  border-color: ${color.danger};
  &:hover:not(:disabled) {
    border-color: ${color.danger};
    background: rgba(255, 92, 92, 0.12);
  }
`;
