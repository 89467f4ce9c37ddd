// Stands in for images and other assets in unit tests: the bundler turns them into URLs.
export default 'test-file-stub';
