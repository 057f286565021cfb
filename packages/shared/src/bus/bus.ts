import { Subject, BehaviorSubject, type Subscription } from 'rxjs';

/**
 * A closed, typed channel: the Subject stays private, callers get paired emit/on functions.
 * `on` returns an unsubscribe so React effects can return it directly.
 */
export function channel<T>() {
  const subject = new Subject<T>();
  return {
    emit: (value: T) => subject.next(value),
    on: (fn: (value: T) => void): (() => void) => {
      const sub: Subscription = subject.subscribe(fn);
      return () => sub.unsubscribe();
    },
  };
}

/** A channel that remembers its latest value (new listeners get it at once). */
export function stateChannel<T>(initial: T) {
  const subject = new BehaviorSubject<T>(initial);
  return {
    set: (value: T) => subject.next(value),
    get: () => subject.getValue(),
    on: (fn: (value: T) => void): (() => void) => {
      const sub = subject.subscribe(fn);
      return () => sub.unsubscribe();
    },
  };
}
