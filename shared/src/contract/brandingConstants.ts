/** The tab title when the organisation configures none. */
export const DEFAULT_APPLICATION_TITLE = 'Questionnaire Workspace';

/**
 * The id of the JSON block (`<script type="application/json">`: data, never run) in which the server
 * of the sign-in page hands the organisation's public configuration items to the app with the page.
 */
export const EMBEDDED_CONFIGURATION_ID = 'public-configuration';
