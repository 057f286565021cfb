import { X } from 'lucide-react';
import { IconButton } from '@upclub/shared/ui';
import * as S from './UserPickList.styles';

/** One chosen person or thread: its name, and how to take it out of the choice. */
export interface ChosenChip {
  key: string;
  name: string;
  onRemove: () => void;
}

/** What a picker has chosen so far, as a list of chips each with a Remove button; nothing when empty. */
export function ChosenChips({ label, chips }: { label: string; chips: readonly ChosenChip[] }) {
  if (chips.length === 0) return null;
  return (
    <S.Chips aria-label={label}>
      {chips.map((chip) => (
        <S.Chip key={chip.key}>
          <span dir="auto">{chip.name}</span>
          <IconButton label={`Remove ${chip.name}`} size={24} onClick={chip.onRemove}>
            <X size={14} aria-hidden />
          </IconButton>
        </S.Chip>
      ))}
    </S.Chips>
  );
}
