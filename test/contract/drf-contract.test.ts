// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WIRE_CASES, type WireCase } from '../../src/demo-api/api-check/cases'
import { startMockApiServer } from '../../src/demo-api/http-server'
import type { MockApiServer } from '../../src/demo-api/http-server'
import { exportDataset, startDjango } from '../django-fixture'
import { caseViolations, described } from '../openapi-answers'
import { expectSameAnswer } from './same-answer'

/**
 * The demo API against the real thing: a stock Django REST framework ListAPIView with
 * LimitOffsetPagination and django-filter (test/contract/django), both serving the same dataset,
 * both sent the same requests. Any difference is a bug in the demo API, to be fixed there.
 */

const SEED = 1
const SIZE = 1200

/** The cases are shared with api-check, which sends those marked `live` to a live deployment. */
type Case = WireCase
const MATRIX: Case[] = WIRE_CASES

let mock: MockApiServer
let drf: { url: string; stop: () => Promise<void> }
let workDir: string

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'drf-contract-'))
  const authorsFile = join(workDir, 'authors.json')
  writeFileSync(authorsFile, exportDataset(SEED, SIZE))
  ;[drf, mock] = await Promise.all([startDjango(authorsFile), startMockApiServer({ port: 0, seed: SEED, size: SIZE })])
})

afterAll(async () => {
  await Promise.all([mock?.close(), drf?.stop()])
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('the demo API answers as Django REST framework does', () => {
  it('has a matrix worth the name', () => {
    expect(MATRIX.length).toBeGreaterThanOrEqual(40)
    expect(new Set(MATRIX.map((entry) => entry.name)).size).toBe(MATRIX.length)
  })

  it.each(MATRIX)('$name', async (entry) => {
    await expectSameAnswer(entry, mock.url, drf.url)
  })
})

describe('Django REST framework’s answers hold to the OpenAPI document (src/demo-api/openapi.json)', () => {
  it.each(MATRIX.filter(described))('$name', async (entry) => {
    expect((await caseViolations(drf.url, entry)).violations).toEqual([])
  })
})
