# Run by cpack before each generator (CPACK_PROJECT_CONFIG_FILE). A .deb needs `file` (CPackDeb reads
# the binaries' types with it) and dpkg-shlibdeps (dpkg-dev) to list the shared libraries it depends
# on; without the latter CPack would silently make a package whose programs cannot start.
if(CPACK_GENERATOR STREQUAL "DEB")
    find_program(QC_DPKG_SHLIBDEPS dpkg-shlibdeps)
    find_program(QC_FILE_PROGRAM file)
    set(missing "")
    if(NOT QC_DPKG_SHLIBDEPS)
        string(APPEND missing " dpkg-shlibdeps (package dpkg-dev)")
    endif()
    if(NOT QC_FILE_PROGRAM)
        string(APPEND missing " file (package file)")
    endif()
    if(missing)
        message(FATAL_ERROR "cpack -G DEB needs${missing}: run scripts/install-deps.sh. "
                            "Refusing to make a package without its library dependencies.")
    endif()
endif()
