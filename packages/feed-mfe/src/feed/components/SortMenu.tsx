import { Check, ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import type { FeedCategory } from '@upclub/shared/constants';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  breakpoint,
  color,
  fontSize,
  radius,
  space,
} from '@upclub/shared/ui';
import { SORT_FEED_BY, SORT_FEED_BY_LABEL } from '../../texts';
import { SORT_OPTIONS, TOP_LABEL, sortLabelOf } from '../sortOptions';

export interface SortMenuProps {
  category: FeedCategory;
  onChange: (category: FeedCategory) => void;
}

/** The 'Sort Feed By' dropdown: Trending, Newest, and Top by period. */
export function SortMenu({ category, onChange }: SortMenuProps) {
  const item = (option: (typeof SORT_OPTIONS)[number]) => (
    <DropdownMenuItem
      key={option.category}
      icon={option.category === category ? <Check size={16} /> : <Blank />}
      onSelect={() => onChange(option.category)}
    >
      {option.label}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu
      triggerLabel={`${SORT_FEED_BY_LABEL} ${sortLabelOf(category)}`}
      menuLabel={SORT_FEED_BY}
      header={<Heading>{SORT_FEED_BY}</Heading>}
      trigger={
        <Trigger>
          <Lead aria-hidden>{SORT_FEED_BY_LABEL}</Lead>
          {sortLabelOf(category)}
          <ChevronDown size={16} aria-hidden />
        </Trigger>
      }
    >
      {SORT_OPTIONS.filter((o) => !o.top).map(item)}
      <DropdownMenuSeparator />
      <Group role="presentation">{TOP_LABEL}</Group>
      {SORT_OPTIONS.filter((o) => o.top).map(item)}
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
  min-height: 36px;
  padding: 0 ${space(3)} 0 ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
`;
