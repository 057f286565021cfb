import { Check, ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { DropdownMenu, DropdownMenuItem, breakpoint, color, fontSize, radius, space } from '@upclub/shared/ui';

export interface SortMenuProps<T extends string> {
  /** The menu's heading and the lead of its button. */
  title: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * The sort dropdown of a profile's posts and up-voted posts; the chosen option is ticked. Same
 * props as the UI kit's SortMenu that is on its way, so this file goes once it lands.
 */
export function SortMenu<T extends string>({ title, options, value, onChange }: SortMenuProps<T>) {
  const current = options.find((o) => o.value === value)?.label ?? value;
  return (
    <DropdownMenu
      triggerLabel={`${title} ${current}`}
      menuLabel={title}
      align="end"
      header={<Heading>{title}</Heading>}
      trigger={
        <Trigger>
          <Lead aria-hidden>{title}</Lead>
          {current}
          <ChevronDown size={16} aria-hidden />
        </Trigger>
      }
    >
      {options.map((option) => (
        <DropdownMenuItem
          key={option.value}
          icon={option.value === value ? <Check size={16} /> : <Blank />}
          onSelect={() => onChange(option.value)}
        >
          {option.label}
        </DropdownMenuItem>
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

const Lead = styled.span`
  color: ${color.muted};
  font-weight: 500;
  @media (max-width: ${breakpoint.md}px) {
    display: none;
  }
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
