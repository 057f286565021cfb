// Two test hosts on this machine: each a Linux network namespace joined to the root namespace by
// a veth pair of its own (a link that can be cut). Everything here is synchronous, so the
// teardown also runs from an 'exit' handler, after a failure or a signal.
//
// Addresses: host k has 10.231.k.2 inside its namespace and 10.231.k.1 on the root side of its
// link (a /30 each). A guard route makes all of 10.231.0.0/16 unreachable from the root
// namespace while no link of ours is up: traffic for a cut host fails here at once instead of
// following the default route off the machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The first two octets of every address of the test hosts. */
export const HOSTS_NET = '10.231';
const GUARD_ROUTE = `${HOSTS_NET}.0.0/16`;
/** Names of our namespaces (`uchost-<pid of the run>-<host>`) and root-side links (`uch<pid><host>`). */
const NETNS_PREFIX = 'uchost-';
const LINK_PREFIX = 'uch';
/** The script whose runs own the namespaces (a live one's are never removed). */
const OWNER_MARK = 'across-hosts';

/** iproute2's ip: where Debian puts it (a PATH without the sbin folders misses it), else by PATH. */
const IP = fs.existsSync('/usr/sbin/ip') ? '/usr/sbin/ip' : 'ip';

function ip(...args) {
  const r = spawnSync(IP, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`ip ${args.join(' ')}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`ip ${args.join(' ')}: ${r.stderr.trim() || `exit ${r.status}`}`);
  return r.stdout;
}
const tryIp = (...args) => {
  try {
    return ip(...args);
  } catch {
    return null;
  }
};

/** Why this machine cannot have the test hosts (not root, no `ip netns`), or null when it can. */
export function missingSupport() {
  if (process.getuid?.() !== 0) return 'network namespaces need root, and this runs as a normal user';
  const r = spawnSync(IP, ['netns', 'list'], { encoding: 'utf8' });
  if (r.error) return `no ip command (${r.error.message}; Debian's iproute2 has it)`;
  if (r.status !== 0) return `ip netns does not work here: ${r.stderr.trim()}`;
  return null;
}

function ownerAlive(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(OWNER_MARK);
  } catch {
    return false;
  }
}

/** Removes what an earlier run left (killed before its teardown); refuses while one still runs. */
function removeLeftovers() {
  const namespaces = (ip('netns', 'list').match(/^\S+/gm) ?? []).filter((n) => n.startsWith(NETNS_PREFIX));
  for (const netns of namespaces) {
    const pid = Number(netns.slice(NETNS_PREFIX.length).split('-')[0]);
    if (pid === process.pid) continue;
    if (ownerAlive(pid)) throw new Error(`another run (pid ${pid}) holds the test hosts' addresses: wait for it`);
    tryIp('netns', 'delete', netns);
    console.log(`across-hosts: removed namespace ${netns}, left by an earlier run`);
  }
  const links = [...ip('-o', 'link', 'show').matchAll(/^\d+: ([^:@\s]+)/gm)].map((m) => m[1]);
  for (const link of links) {
    const match = new RegExp(`^${LINK_PREFIX}(\\d+)[a-z][hn]$`).exec(link);
    if (!match || Number(match[1]) === process.pid || ownerAlive(Number(match[1]))) continue;
    tryIp('link', 'delete', link);
    console.log(`across-hosts: removed link ${link}, left by an earlier run`);
  }
}

/**
 * Makes the hosts named in `labels` ('a', 'b', …: host 1, host 2, …). Returns, for each, its
 * namespace, its root-side link, its address and the root-side address it reaches this machine
 * through (where the relays listen).
 */
export function createHosts(labels) {
  removeLeftovers();
  const foreign = ip('route', 'show', 'exact', GUARD_ROUTE).trim();
  if (foreign && !foreign.startsWith('unreachable'))
    throw new Error(`${GUARD_ROUTE} is routed on this machine already (${foreign}): not ours to use`);
  ip('route', 'replace', 'unreachable', GUARD_ROUTE);
  const hosts = [];
  try {
    labels.forEach((label, k) => {
      const n = k + 1;
      const host = {
        label,
        netns: `${NETNS_PREFIX}${process.pid}-${label}`,
        link: `${LINK_PREFIX}${process.pid}${label}h`,
        peer: `${LINK_PREFIX}${process.pid}${label}n`,
        address: `${HOSTS_NET}.${n}.2`,
        relayAddress: `${HOSTS_NET}.${n}.1`,
      };
      hosts.push(host);
      ip('netns', 'add', host.netns);
      ip('link', 'add', host.link, 'type', 'veth', 'peer', 'name', host.peer);
      ip('link', 'set', host.peer, 'netns', host.netns);
      ip('addr', 'add', `${host.relayAddress}/30`, 'dev', host.link);
      ip('link', 'set', host.link, 'up');
      ip('-n', host.netns, 'addr', 'add', `${host.address}/30`, 'dev', host.peer);
      ip('-n', host.netns, 'link', 'set', host.peer, 'up');
      ip('-n', host.netns, 'link', 'set', 'lo', 'up');
    });
  } catch (error) {
    destroyHosts(hosts);
    throw error;
  }
  return hosts;
}

/** Removes the hosts and the guard route; never throws (it runs on the way out). */
export function destroyHosts(hosts) {
  for (const host of hosts) {
    // Deleting the namespace deletes the veth pair with it; a link never moved in goes by name.
    tryIp('netns', 'delete', host.netns);
    if (tryIp('link', 'show', host.link) !== null) tryIp('link', 'delete', host.link);
  }
  tryIp('route', 'delete', 'unreachable', GUARD_ROUTE);
}

/** Cuts the host's link: it no longer reaches the database, Redis or its clients, nor they it. */
export const cut = (host) => ip('link', 'set', host.link, 'down');
/** Mends the link (its routes come back with it); a no-op on a link that is up. */
export const restore = (host) => ip('link', 'set', host.link, 'up');

/** The command that runs `argv` inside the host's namespace. */
export const inHost = (netns, argv) => [IP, ['netns', 'exec', netns, ...argv]];

/** Whether `address` is this namespace's own (so a target given as a host is on this machine). */
export function holds(netns, address) {
  const text = tryIp('-n', netns, '-4', '-o', 'addr', 'show');
  return text !== null && text.split('\n').some((line) => line.includes(` ${address}/`));
}
/** Whether `address` is on an interface of the root namespace. */
export function rootHolds(address) {
  return ip('-4', '-o', 'addr', 'show')
    .split('\n')
    .some((line) => line.includes(` ${address}/`));
}
