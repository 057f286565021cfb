import styled from 'styled-components';
import { Button, color, fontSize, space } from '@upclub/shared/ui';

export interface AppErrorPanelProps {
  name: string;
  /** How the application is named to users (a remote's route facts give its label). */
  label?: string;
  onRetry: () => void;
}

/** What a user sees in place of an application that failed to load or crashed. */
export function AppErrorPanel({ name, label = 'This part of UpClub', onRetry }: AppErrorPanelProps) {
  return (
    <Panel role="alert" data-testid={`app-error-${name}`}>
      <Title>{label} could not be loaded.</Title>
      <Text>The rest of UpClub keeps working. Check your connection and try again.</Text>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}

const Panel = styled.div`
  margin: ${space(10)} auto;
  max-width: 440px;
  padding: ${space(8)};
  border: 1px solid ${color.line};
  border-radius: 12px;
  background: ${color.surface};
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  align-items: center;
`;
// The panel stands in for the whole page, so its title is the page's one h1.
const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.lg}px;
`;
const Text = styled.p`
  margin: 0;
  color: ${color.muted};
`;
