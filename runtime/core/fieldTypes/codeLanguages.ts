/** The languages of widgets-spec §2.2, by the name a screen file gives in `language`. */
export const CODE_LANGUAGES = ['css', 'javascript', 'html', 'java', 'objective-c', 'python', 'r', 'shell', 'sql', 'swift', 'vue', 'markdown'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
