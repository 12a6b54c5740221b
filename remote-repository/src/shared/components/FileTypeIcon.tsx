import type { RepositoryItem } from '@app/shared/contract';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';

const ICONS = {
  pdf: PictureAsPdfOutlined,
  docx: DescriptionOutlined,
  xlsx: TableChartOutlined,
  csv: TableChartOutlined,
  txt: ArticleOutlined,
  md: ArticleOutlined,
  png: ImageOutlined,
  jpg: ImageOutlined,
} as const;

/** A folder, or the kind of file a document is; decorative, the name beside it says what it is. */
export function FileTypeIcon({ item }: { item: Pick<RepositoryItem, 'kind' | 'file_type'> }) {
  const Icon = item.kind === 'folder' ? FolderOutlined : item.file_type ? ICONS[item.file_type] : InsertDriveFileOutlined;
  return <Icon fontSize="small" color={item.kind === 'folder' ? 'primary' : 'action'} aria-hidden />;
}
