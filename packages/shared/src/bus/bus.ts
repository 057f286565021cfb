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

/**
 * A channel that keeps what is emitted while nobody listens and hands it to the first
 * listener: a notice raised while the page starts (before its notice host is mounted) still
 * reaches the user.
 */
export function bufferedChannel<T>(limit = 20) {
  const subject = new Subject<T>();
  let pending: T[] = [];
  let listeners = 0;
  return {
    emit: (value: T) => {
      if (listeners > 0) subject.next(value);
      else pending = [...pending, value].slice(-limit);
    },
    on: (fn: (value: T) => void): (() => void) => {
      const sub = subject.subscribe(fn);
      listeners += 1;
      const queued = pending;
      pending = [];
      queued.forEach((value) => subject.next(value));
      return () => {
        sub.unsubscribe();
        listeners -= 1;
      };
    },
  };
}

/**
 * A channel that keeps what is emitted before anyone has listened and hands it to the first
 * listener; from then on it is a plain channel (what nobody hears is dropped, as a command meant
 * for a player that has gone should be). For requests a page may make while the page is still
 * starting, before their handler has mounted.
 */
export function startupBufferedChannel<T>(limit = 20) {
  const subject = new Subject<T>();
  let pending: T[] | null = [];
  return {
    emit: (value: T) => {
      if (pending) pending = [...pending, value].slice(-limit);
      else subject.next(value);
    },
    on: (fn: (value: T) => void): (() => void) => {
      const sub = subject.subscribe(fn);
      const queued = pending ?? [];
      pending = null;
      queued.forEach((value) => subject.next(value));
      return () => sub.unsubscribe();
    },
  };
}
