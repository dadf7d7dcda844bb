/**
 * What an error is called when its explanation could not be loaded (the explanations are a chunk
 * of their own, see error-explainer.ts). Part of the first load, so an error is never without a
 * name; the sentence the views that show a body give with it comes with them
 * (fallback-body-messages.ts).
 */
export const en = {
  title: 'Something went wrong',
}

export const ru: typeof en = {
  title: 'Что-то пошло не так',
}
