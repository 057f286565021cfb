import { useId } from 'react';
import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

const TRACK_WIDTH = 44;
const TRACK_HEIGHT = 24;
const KNOB = 18;

export interface SettingSwitchProps {
  label: string;
  /** What turning it on means, read with the label. */
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting: a button with the switch role (Space and Enter flip it), named by its visible
 * label and described by its hint; the whole row is clickable.
 */
export function SettingSwitch({ label, hint, checked, disabled = false, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <Label id={`${id}-label`} htmlFor={`${id}-switch`}>
          {label}
        </Label>
        <Hint id={`${id}-hint`}>{hint}</Hint>
      </Text>
      <Track
        id={`${id}-switch`}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <Knob aria-hidden="true" />
      </Track>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} 0;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Track = styled.button`
  flex: none;
  position: relative;
  width: ${TRACK_WIDTH}px;
  height: ${TRACK_HEIGHT}px;
  padding: 0;
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  cursor: pointer;
  transition: background 0.15s;
  &[aria-checked='true'] {
    background: ${color.accent};
    border-color: ${color.accent};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Knob = styled.span`
  position: absolute;
  top: ${(TRACK_HEIGHT - 2 - KNOB) / 2}px;
  left: ${(TRACK_HEIGHT - 2 - KNOB) / 2}px;
  width: ${KNOB}px;
  height: ${KNOB}px;
  border-radius: ${radius.pill}px;
  background: ${color.text};
  transition: transform 0.15s;
  [aria-checked='true'] > & {
    transform: translateX(${TRACK_WIDTH - TRACK_HEIGHT}px);
    background: ${color.onAccent};
  }
`;
