import { Fragment } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { SORT_MENU_TEXT } from '@upclub/shared/constants';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '@upclub/shared/ui/DropdownMenu';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export interface SortOption<T extends string> {
  value: T;
  label: string;
  /** The heading of the group the option stands under ('Top'); the button then reads 'Top: Weekly'. */
  group?: string;
}

export interface SortMenuProps<T extends string> {
  /** The menu's heading and accessible name (the spec words it per page). */
  title: string;
  /** Ungrouped options first, then each group after a separator under its heading, in this order. */
  options: ReadonlyArray<SortOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** What the button shows of the chosen option: 'Newest', 'Top: Weekly'. */
export function sortLabelOf<T extends string>(options: ReadonlyArray<SortOption<T>>, value: T): string {
  const option = options.find((o) => o.value === value);
  if (!option) return value;
  return option.group ? `${option.group}: ${option.label}` : option.label;
}

/** The 'Sort Feed By' dropdown of the feeds, the club lists and a club's posts; the chosen option is ticked. */
export function SortMenu<T extends string>({ title, options, value, onChange }: SortMenuProps<T>) {
  const current = sortLabelOf(options, value);
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))];
  const item = (option: SortOption<T>) => (
    <DropdownMenuItem
      key={option.value}
      icon={option.value === value ? <Check size={16} /> : <Blank />}
      onSelect={() => onChange(option.value)}
    >
      {option.label}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu
      triggerLabel={`${SORT_MENU_TEXT.label} ${current}`}
      menuLabel={title}
      header={<Heading>{title}</Heading>}
      trigger={
        <Trigger>
          <Lead aria-hidden>{SORT_MENU_TEXT.label}</Lead>
          {current}
          <ChevronDown size={16} aria-hidden />
        </Trigger>
      }
    >
      {options.filter((o) => !o.group).map(item)}
      {groups.map((group) => (
        <Fragment key={group}>
          <DropdownMenuSeparator />
          <Group role="presentation">{group}</Group>
          {options.filter((o) => o.group === group).map(item)}
        </Fragment>
      ))}
    </DropdownMenu>
  );
}

const Blank = styled.span`
  display: inline-block;
  width: 16px;
`;

const Heading = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Group = styled.div`
  padding: ${space(2)} ${space(3)} ${space(1)};
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;

/** Kept at every width (issue 22: at 768 px it was hidden); the page's bar wraps instead. */
const Lead = styled.span`
  color: ${color.muted};
  font-weight: 500;
`;

const Trigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(3)} 0 ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  white-space: nowrap;
`;
