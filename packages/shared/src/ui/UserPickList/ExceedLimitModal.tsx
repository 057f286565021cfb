import styled from 'styled-components';
import { USER_PICKER_LIMIT_TEXT } from '@upclub/shared/constants';
import { Button, color, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';

/** The spec gives no width for the warning: a small one. */
const EXCEED_LIMIT_WIDTH = 360;

/** The user pickers' warning 'Exceed Limit' (spec part 2 §5, §8), over the picker. */
export function ExceedLimitModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={USER_PICKER_LIMIT_TEXT.title} onClose={onClose} width={EXCEED_LIMIT_WIDTH}>
      <Text role="alert">{USER_PICKER_LIMIT_TEXT.message}</Text>
      <Footer>
        <Button type="button" onClick={onClose} data-autofocus>
          OK
        </Button>
      </Footer>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color.text};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
