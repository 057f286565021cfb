import { onNotice, type Notice } from '@upclub/shared/bus';
import { busRecorder } from '@upclub/shared/testing';

/** Everything `on` emits from now until the test ends. */
export const collect = busRecorder();

/** The notices raised from now until the test ends. */
export const collectNotices = () => collect<Notice>(onNotice);
