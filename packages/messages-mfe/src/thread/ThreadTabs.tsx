import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { MessageKind } from '@upclub/shared/types';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { THREAD_TABS } from '../texts';

export interface ThreadTabsProps {
  kind: MessageKind;
  onChange: (kind: MessageKind) => void;
  /** The id of the panel the tabs control. */
  panel: string;
}

/**
 * The thread's all / songs tabs (spec part 2 §2). They switch the panel below within one page, so
 * they are ARIA tabs (the UI kit's PillTabs are page links); Left and Right move between them.
 */
export function ThreadTabs({ kind, onChange, panel }: ThreadTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = THREAD_TABS.findIndex((t) => t.kind === kind);
    const next = (at + step + THREAD_TABS.length) % THREAD_TABS.length;
    onChange(THREAD_TABS[next].kind);
    refs.current[next]?.focus();
  };
  return (
    <Bar role="tablist" aria-label="Messages shown" onKeyDown={onKeyDown}>
      {THREAD_TABS.map((tab, i) => (
        <Tab
          key={tab.kind}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={tab.kind === kind}
          aria-controls={panel}
          tabIndex={tab.kind === kind ? 0 : -1}
          onClick={() => onChange(tab.kind)}
        >
          {tab.label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled.div`
  display: inline-flex;
  gap: ${space(1)};
  padding: ${space(1)};
  background: ${color.background};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
`;

const Tab = styled.button`
  min-height: 32px;
  padding: 0 ${space(4)};
  border: 0;
  border-radius: ${radius.pill}px;
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
  &[aria-selected='true'] {
    background: ${color.accent};
    color: ${color.onAccent};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
