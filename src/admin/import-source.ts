/**
 * Where an admin's import request may read from, and opening it (POST /v1/admin/import with a
 * `source`). An admin key must not become a way to read the server's files or to reach the
 * machines beside it, so:
 *
 * - a server-side path is read only under IMPORT_DIR (relative paths are taken from there; a path
 *   that leaves it, by `..` or by a symbolic link, is refused), and not at all when it is unset;
 * - a URL is http or https only. By default any host whose every address is public: loopback,
 *   private, link-local, carrier-grade NAT, multicast and reserved ranges are refused, checked on
 *   the address actually connected to (a name resolving to 10.0.0.5 is refused as 10.0.0.5 is) and
 *   again at every redirect. IMPORT_URL_HOSTS=a.example,b.internal allows only those hosts,
 *   whatever their address (the admin of the service named them); IMPORT_URL_HOSTS=none, no URL.
 */
import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { isAbsolute, relative, resolve } from 'node:path'
import type { ImportSourcePolicy } from '../config.js'
import type { OpenedSource } from '../catalog/importer.js'
import { ApiError } from '../errors.js'

export interface ImportSource extends OpenedSource {
  /** Stops reading (the request that wanted it is gone). */
  destroy(): void
}

const refused = (message: string) => new ApiError(403, 'SOURCE_NOT_ALLOWED', message, { field: 'source' })

/** A download that failed: the other server's answer or the network to it. */
export class SourceUnavailableError extends Error {
  override name = 'SourceUnavailableError'
}

/** Addresses that are not the public internet (IANA special-purpose registries). IPv4 rules also match IPv4-mapped IPv6. */
const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) INTERNAL.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) INTERNAL.addSubnet(network, prefix, 'ipv6')

export function isInternalAddress(address: string): boolean {
  const family = isIP(address)
  return family === 0 || INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const HOSTS_HINT = 'set IMPORT_URL_HOSTS to the hosts the service may import from'

/** dns.lookup, refusing a name any of whose addresses is internal (it is checked as the socket connects). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const internal = addresses.find((entry) => isInternalAddress(entry.address))
    if (internal) return callback(refused(`${hostname} resolves to ${internal.address}, an internal address: refused (${HOSTS_HINT})`), '', 0)
    if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0)
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** Opens what a request's `source` names, within the policy; 403 outside it, 404 for no such file, 502 for a download that failed. */
export async function openImportSource(source: string, policy: ImportSourcePolicy): Promise<ImportSource> {
  return /^[a-z][a-z0-9+.-]*:/i.test(source) && URL.canParse(source) ? openUrl(new URL(source), policy) : openFile(source, policy)
}

async function openFile(path: string, policy: ImportSourcePolicy): Promise<ImportSource> {
  if (!policy.dir) throw refused('server-side paths are refused: the service has no IMPORT_DIR; send the file as the request body or give an http(s) URL')
  const root = await realpath(policy.dir)
  const inside = (candidate: string) => {
    const rel = relative(root, candidate)
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
  }
  const target = resolve(root, path)
  // Checked before the file system is asked, so nothing outside says whether it exists.
  if (!inside(target)) throw refused(`${JSON.stringify(path)} is outside IMPORT_DIR: only files under it may be imported`)
  let real: string
  try {
    real = await realpath(target)
  } catch {
    throw new ApiError(404, 'SOURCE_NOT_FOUND', `no file ${JSON.stringify(path)} under IMPORT_DIR`, { field: 'source' })
  }
  if (!inside(real)) throw refused(`${JSON.stringify(path)} leads outside IMPORT_DIR (a symbolic link): refused`)
  const info = await stat(real)
  if (!info.isFile()) throw new ApiError(404, 'SOURCE_NOT_FOUND', `${JSON.stringify(path)} under IMPORT_DIR is not a file`, { field: 'source' })
  const stream = createReadStream(real)
  return { stream, totalBytes: info.size, destroy: () => stream.destroy() }
}

const MAX_REDIRECTS = 5
/** No byte from the other server for this long (connecting included): the download fails. */
const IDLE_TIMEOUT_MS = 30_000

async function openUrl(url: URL, policy: ImportSourcePolicy): Promise<ImportSource> {
  for (let redirects = 0; ; redirects++) {
    checkUrl(url, policy)
    const response = await get(url, policy.urlHosts === 'public')
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (status >= 300 && status < 400 && location) {
      response.destroy()
      if (redirects === MAX_REDIRECTS) throw new ApiError(502, 'SOURCE_UNAVAILABLE', `${url.origin} redirected more than ${MAX_REDIRECTS} times`, { field: 'source' })
      url = new URL(location, url)
      continue
    }
    if (status < 200 || status >= 300) {
      response.destroy()
      throw new ApiError(502, 'SOURCE_UNAVAILABLE', `GET ${url.href} answered ${status}`, { field: 'source' })
    }
    const length = Number(response.headers['content-length'])
    return { stream: relay(response, url), totalBytes: Number.isSafeInteger(length) && length >= 0 ? length : null, destroy: () => response.destroy() }
  }
}

/** The body as it comes, a broken download told as such (not as bad input). */
async function* relay(response: IncomingMessage, url: URL): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of response) yield chunk as Buffer
  } catch (error) {
    throw new SourceUnavailableError(`the download from ${url.origin} broke off: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function checkUrl(url: URL, policy: ImportSourcePolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(`only http and https URLs may be imported, not ${url.protocol}`)
  if (url.username || url.password) throw refused('a URL with credentials in it is refused')
  const { urlHosts } = policy
  if (urlHosts === 'none') throw refused('URLs are refused: the service has IMPORT_URL_HOSTS=none')
  if (urlHosts === 'public') {
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(literal) && isInternalAddress(literal)) throw refused(`${literal} is an internal address: refused (${HOSTS_HINT})`)
  } else if (!urlHosts.includes(url.hostname)) {
    throw refused(`${url.hostname} is not one of the hosts the service imports from (IMPORT_URL_HOSTS)`)
  }
}

function get(url: URL, publicOnly: boolean): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(url, { agent: false, headers: { 'user-agent': 'rulings-api import' }, ...(publicOnly ? { lookup: publicOnlyLookup } : {}) })
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new SourceUnavailableError(`${url.origin} sent nothing for ${IDLE_TIMEOUT_MS / 1000} s`)))
    request.once('response', resolvePromise)
    request.once('error', (error) => {
      if (error instanceof ApiError) reject(error)
      else if (error instanceof SourceUnavailableError) reject(new ApiError(502, 'SOURCE_UNAVAILABLE', error.message, { field: 'source' }))
      else reject(new ApiError(502, 'SOURCE_UNAVAILABLE', `GET ${url.href} failed: ${error.message}`, { field: 'source' }))
    })
  })
}
