import styled from 'styled-components';
import { NOTIFICATION_FILTERS, type NotificationCategory } from '@upclub/shared/constants';
import { Button, color, fontSize, radius, space } from '@upclub/shared/ui';
import { ALL_CATEGORIES, toggleCategory } from '../filters';
import { NOTIFICATIONS_TEXT as T } from '../texts';

export interface FiltersPanelProps {
  selected: readonly NotificationCategory[];
  onChange: (selected: NotificationCategory[]) => void;
}

/** The eight filters of the notifications page (spec part 2 §2) with Select All and Deselect All. */
export function FiltersPanel({ selected, onChange }: FiltersPanelProps) {
  return (
    <Panel>
      <Legend>{T.filters}</Legend>
      <Options>
        {NOTIFICATION_FILTERS.map((filter) => (
          <Option key={filter.category}>
            <input
              type="checkbox"
              name="category"
              value={filter.category}
              checked={selected.includes(filter.category)}
              onChange={() => onChange(toggleCategory(selected, filter.category))}
            />
            {filter.label}
          </Option>
        ))}
      </Options>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          disabled={selected.length === ALL_CATEGORIES.length}
          onClick={() => onChange([...ALL_CATEGORIES])}
        >
          {T.selectAll}
        </Button>
        <Button type="button" $variant="secondary" disabled={selected.length === 0} onClick={() => onChange([])}>
          {T.deselectAll}
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled.fieldset`
  margin: 0;
  padding: ${space(4)} ${space(5)} ${space(5)};
  min-width: 0;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  margin: 0 0 ${space(3)};
  padding: 0;
  font-size: ${fontSize.md}px;
  font-weight: 700;
`;

const Options = styled.div`
  clear: both;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space(1)};
  @media (max-width: 1100px) {
    grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 36px;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color.accent};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(4)};
`;
