/** The way to sign in, shown with a signed-out answer (see sign-in.tsx). */
export const en = {
  signIn: 'Sign in',
  /** Beside the link while a long read is stopped: it opens in a new tab, and this one waits. */
  signInNewTab: 'The sign-in page opens in a new tab. Sign in there, come back to this tab and press Resume: what was read is kept.',
  /** No sign-in address is configured: the person signs in wherever the organisation does. */
  signInElsewhere: 'Sign in to the author service the way your organisation does, then reload this page.',
  signInElsewhereResume:
    'Sign in to the author service the way your organisation does (in another tab), then press Resume: what was read is kept.',
}

export const ru: typeof en = {
  signIn: 'Войти',
  signInNewTab:
    'Страница входа откроется в новой вкладке. Войдите там, вернитесь на эту вкладку и нажмите «Продолжить»: прочитанное сохранено.',
  signInElsewhere: 'Войдите в сервис авторов так, как принято в вашей организации, и перезагрузите эту страницу.',
  signInElsewhereResume:
    'Войдите в сервис авторов так, как принято в вашей организации (в другой вкладке), и нажмите «Продолжить»: прочитанное сохранено.',
}
