import { useState } from 'react';
import { Check, Plus } from 'lucide-react';
import { Button } from '@upclub/shared/ui';
import { ROOM_TEXT } from '../../roomTexts';

/**
 * A picker row's Add: adds the song to the room's queue once, then says Added (the picker stays
 * open, so a DJ can queue several songs in a row).
 */
export function AddButton({ title, onAdd }: { title: string; onAdd: () => Promise<boolean> }) {
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const add = async () => {
    if (state !== 'idle') return;
    setState('adding');
    setState((await onAdd()) ? 'added' : 'idle');
  };
  return (
    <Button
      type="button"
      $variant={state === 'added' ? 'ghost' : 'secondary'}
      aria-label={state === 'added' ? ROOM_TEXT.addedToQueue(title) : ROOM_TEXT.addToQueue(title)}
      aria-busy={state === 'adding'}
      // Not disabled once added: the button keeps the keyboard's focus.
      aria-disabled={state === 'added'}
      onClick={() => void add()}
    >
      {state === 'added' ? <Check size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
      {state === 'added' ? ROOM_TEXT.added : ROOM_TEXT.add}
    </Button>
  );
}
