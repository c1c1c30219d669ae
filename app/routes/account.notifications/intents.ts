/** The page's two intents (the page's script sends "push-on" itself). */
export const PUSH_ON = "push-on";
export const PUSH_OFF = "push-off";
