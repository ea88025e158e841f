/**
 * Every curated ruling's title and summary in Japanese, in the project's own words, keyed by
 * ruling id (the data lives in rulings-ja.json; a test checks every ruling of rulings.ts has one).
 * Terms follow the OCG's official wording: エンドフェイズ, 手札調整, チェーン, 強制効果, 任意効果, 発動, 効果処理.
 */
import data from './rulings-ja.json' with { type: 'json' }

export interface JapaneseRuling {
  title: string
  summary: string
}

export const RULINGS_JA: Readonly<Record<string, JapaneseRuling>> = data
