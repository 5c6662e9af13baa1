import { describe, expect, it } from 'vitest';
import { mediaIdOfUrl, mediaUrl, refuseMediaType, refuseUploadSize } from './media-kinds';

const ID = 'ab'.repeat(16);

describe('media kinds', () => {
  it('checks size before an upload starts, per kind', () => {
    expect(refuseUploadSize('goods-image', 10 * 1024 * 1024)).toBeNull();
    expect(refuseUploadSize('goods-image', 10 * 1024 * 1024 + 1)).toBe('商品图片不能超过10MB');
    expect(refuseUploadSize('goods-video', 150 * 1024 * 1024)).toBeNull();
    expect(refuseUploadSize('avatar', 6 * 1024 * 1024)).toBe('头像不能超过5MB');
    expect(refuseUploadSize('avatar', 0)).toBe('文件是空的');
    expect(refuseUploadSize('avatar', -1)).toBe('请告知文件大小后再上传');
  });

  it('accepts only the types of the kind, as read from the bytes', () => {
    expect(refuseMediaType('comment-image', 'image/webp')).toBeNull();
    expect(refuseMediaType('comment-image', 'video/mp4')).toBe('评价图片格式不正确，仅支持 JPEG、PNG、WEBP、GIF');
    expect(refuseMediaType('goods-video', 'video/quicktime')).toBeNull();
    expect(refuseMediaType('goods-video', undefined)).toBe('商品视频格式不正确，仅支持 MP4、MOV、WEBM');
  });

  it('finds the media id in its image URLs only', () => {
    expect(mediaIdOfUrl(mediaUrl(ID, 'detail.webp'))).toBe(ID);
    expect(mediaIdOfUrl(mediaUrl(ID, 'original'))).toBeNull();
    expect(mediaIdOfUrl(mediaUrl(ID, 'video.mp4'))).toBeNull();
    expect(mediaIdOfUrl(`/media/m/${ID}/detail.webp?x`)).toBeNull();
    expect(mediaIdOfUrl(`https://evil.example/media/m/${ID}/detail.webp`)).toBeNull();
  });
});
