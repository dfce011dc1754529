/** A reading item's fields as a content file gives them, valid: tests change one field at a time. */
export const VALID_READING = {
  name: 'Simple Made Easy',
  url: 'https://www.youtube.com/watch?v=SxdOUGdseq4',
  type: 'video',
  status: 'read',
  tags: ['architecture'],
  score: 5,
  createdTime: '2025-01-01T10:00:00Z',
  lastEditedTime: '2025-01-02T10:00:00Z',
};
