// Which reading of files into passages a version's stored passages come from. Raise it with every
// change to how documents are read or cut into passages (files/text-extraction.ts and what it calls,
// passages/segment-passages.ts): versions read by an earlier reader are then read again in the
// background (passage-rereading.ts), so that a better reader reaches the documents indexed before it,
// not only the next upload. test/reader-version.test.ts fails when its documents' passages change and
// this number does not.
// 1: the reading when versions began to record it (migration 0027).
// 2: what a lead-in says before the sentence that opens its list is a passage of its own.
// 3: a PDF paragraph's run-in bold heading ("Password length. Passwords must…") heads its passage.
// 4: a blank form (a table whose rows are empty: markdown, Word) is no passage; a blank line ends a pipe table.
// 5: a PDF table carried on over a page break is one table: its rows there keep its header, its
//    header repeated at the top of the page is no row, a row cut by the break is one.
export const READER_VERSION = 5;
