/** The engine's errors as the API answers them (a 400 naming the field or the choice), where the engine runs: here or in a worker thread. */
import { ApiError } from '../errors.js'
import { EngineError, IllegalChoiceError, InvalidBoardError, InvalidRequestError, UnsupportedWindowError } from '../engine/index.js'

export function toApiError(error: unknown): unknown {
  if (error instanceof IllegalChoiceError) {
    return new ApiError(400, error.code, error.message, {
      field: `choices[${error.choiceIndex}]`,
      step: error.step,
      window: error.window,
      choice: error.choice,
      legal: error.legal,
    })
  }
  if (error instanceof UnsupportedWindowError) {
    return new ApiError(400, error.code, error.message, { field: 'game, phase', game: error.game, phase: error.phase })
  }
  if (error instanceof InvalidRequestError) return new ApiError(400, error.code, error.message, { field: error.field })
  if (error instanceof InvalidBoardError) return new ApiError(400, error.code, error.message, { field: error.field })
  if (error instanceof EngineError) return new ApiError(400, error.code, error.message)
  return error
}
